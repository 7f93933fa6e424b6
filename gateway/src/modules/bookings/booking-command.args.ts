import { ArgsType, Field, Float, Int } from 'type-graphql';

/**
 * The arguments of the booking transition mutations, declared once. Every transition names its booking and may carry
 * the client's idempotency key; each action adds only its own fields. (The printed schema sorts arguments, so the
 * SDL is the same as with one `@Arg` per parameter.) Types are explicit: esbuild emits no decorator metadata.
 */
@ArgsType()
export class BookingTransitionArgs {
  @Field(() => Int)
  bookingId!: number;

  @Field(() => String, { nullable: true })
  idempotencyKey?: string | null;
}

/** Ready for pickup, shipped, returned: optional notes for the other party. */
@ArgsType()
export class BookingNotesArgs extends BookingTransitionArgs {
  @Field(() => String, { nullable: true })
  notes?: string | null;
}

/** A rejection always says why. */
@ArgsType()
export class RejectBookingArgs extends BookingTransitionArgs {
  @Field(() => String)
  reason!: string;
}

/** A cancellation may say why. */
@ArgsType()
export class CancelBookingArgs extends BookingTransitionArgs {
  @Field(() => String, { nullable: true })
  reason?: string | null;
}

@ArgsType()
export class ReportDamageArgs extends BookingTransitionArgs {
  @Field(() => Float)
  amount!: number;

  @Field(() => String)
  reason!: string;

  @Field(() => [String], { nullable: true })
  photos?: string[] | null;
}

@ArgsType()
export class RespondToDamageClaimArgs extends BookingTransitionArgs {
  @Field(() => Boolean)
  accept!: boolean;
}

@ArgsType()
export class ResolveDamageClaimArgs extends BookingTransitionArgs {
  @Field(() => Float)
  ownerAmount!: number;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@ArgsType()
export class DecideProtectionClaimArgs extends BookingTransitionArgs {
  @Field(() => String, { description: 'approve | reject' })
  decision!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@ArgsType()
export class CreateReviewArgs extends BookingTransitionArgs {
  @Field(() => Int)
  rating!: number;

  @Field(() => String, { nullable: true })
  comment?: string | null;
}
