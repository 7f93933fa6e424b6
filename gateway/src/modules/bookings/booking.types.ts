import type { BookingRecord, ReviewRecord } from '@koalarent/bookings/client';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { Viewer } from '../../context.js';

// Every decorator names its type explicitly: the build (esbuild/tsx) emits no decorator metadata.

/** The item a booking is for, as its cards show it; null once the listing was deleted. */
@ObjectType('BookingItem')
export class BookingItemView {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => [String]) images!: string[];
  @Field(() => Int) ownerId!: number;
  @Field(() => String, { nullable: true, description: "Where it is picked up (the listing's location)" })
  location!: string | null;
}

/** The public face of a renter or owner on a booking or review. */
@ObjectType('BookingParty')
export class BookingPartyView {
  @Field(() => Int) id!: number;
  @Field(() => String) username!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String, { nullable: true }) profileImage!: string | null;
  @Field(() => String, { description: 'rookie | junior | senior | expert | master' }) koalaRank!: string;
  @Field(() => Float) rating!: number;
  @Field(() => Int) reviewCount!: number;
  @Field(() => Boolean, { description: 'Their e-mail address is verified' }) isVerified!: boolean;
  @Field(() => Boolean, { description: 'An admin approved their identity check (issue 26 §1)' })
  identityVerified!: boolean;
}

@ObjectType('DamageClaim', { description: "An owner's damage report on a returned booking" })
export class DamageClaimView {
  @Field(() => Int) id!: number;
  @Field(() => Float, { description: "In the booking's currency" }) amount!: number;
  @Field(() => String) reason!: string;
  @Field(() => [String]) photos!: string[];
  @Field(() => String, { description: 'open | disputed | accepted | auto_accepted | admin_decided' })
  status!: string;
  @Field(() => String, { description: 'The renter answers by then, else the claim is accepted' })
  respondBy!: string;
  @Field(() => Float, { nullable: true, description: 'What the owner finally keeps, once settled' })
  ownerAmount!: number | null;
  @Field(() => String, { nullable: true }) decisionNote!: string | null;
  @Field(() => String, { nullable: true }) resolvedAt!: string | null;
  @Field(() => String) createdAt!: string;
  @Field(() => Float, {
    description:
      'Issue 26 §2: the part of the amount above what the deposit covers, on a protected booking (0 when none): an admin decides it, paid from the protection, never charged to the renter',
  })
  protectionAmount!: number;
  @Field(() => String, { description: 'none | pending | approved | rejected' })
  protectionStatus!: string;
  @Field(() => Float, { nullable: true, description: 'What the protection paid the owner, once decided' })
  protectionPaid!: number | null;
  @Field(() => String, { nullable: true }) protectionNote!: string | null;
  @Field(() => String, { nullable: true }) protectionDecidedAt!: string | null;
}

@ObjectType('PaymentMethod', { description: 'A saved card: brand, last four and expiry only' })
export class PaymentMethodView {
  @Field(() => Int) id!: number;
  @Field(() => String) brand!: string;
  @Field(() => String) last4!: string;
  @Field(() => Int) expMonth!: number;
  @Field(() => Int) expYear!: number;
  @Field(() => String) nameOnCard!: string;
}

@ObjectType('Review')
export class ReviewView {
  @Field(() => Int) id!: number;
  @Field(() => Int) bookingId!: number;
  @Field(() => Int, { description: '1 to 5' }) rating!: number;
  @Field(() => String) comment!: string;
  @Field(() => String, { description: 'renter_to_owner | owner_to_renter' }) direction!: string;
  @Field(() => Int, { nullable: true, description: "The item rated (the renter's review)" }) itemId!:
    | number
    | null;
  @Field(() => String) createdAt!: string;
  // author: BookingParty is a batched field resolver.
  /** Not a field: the author's id for the loader. */
  record!: ReviewRecord;
}

/**
 * A booking as this viewer sees it. Money fields are decimals in `currency`; `startDate`/`endDate` are
 * 'yyyy-mm-dd'; timestamps are ISO strings.
 */
@ObjectType('Booking')
export class BookingView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true, description: 'Null once the listing was deleted' }) itemId!:
    | number
    | null;
  @Field(() => BookingItemView, {
    nullable: true,
    description: "Null once the listing was deleted ('Item name unavailable')",
  })
  item!: BookingItemView | null;
  @Field(() => String, { description: 'Spec §4 status values' }) status!: string;
  @Field(() => String, { description: 'unpaid | authorized | paid | partially_refunded | refunded' })
  paymentStatus!: string;
  @Field(() => String) currency!: string;
  @Field(() => Int) days!: number;
  @Field(() => Float) dailyPrice!: number;
  @Field(() => Float) rentPrice!: number;
  @Field(() => Float) serviceFee!: number;
  @Field(() => Float, { description: 'Rent + fee (with protectionFee: what was charged)' })
  totalPrice!: number;
  @Field(() => Float) securityDeposit!: number;
  @Field(() => Float, {
    description:
      'Issue 26 §2: the protection fee, charged with the rent on approval and refunded with it (0 without protection; not part of totalPrice)',
  })
  protectionFee!: number;
  @Field(() => Float, {
    description: 'The most the protection pays above the deposit for this booking (0 without protection)',
  })
  protectionCover!: number;
  @Field(() => Float, { description: 'Accrued so far while overdue with the renter, fixed at the return' })
  lateFee!: number;
  @Field(() => Float) refundedAmount!: number;
  @Field(() => Float) ownerPayout!: number;
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => String, { nullable: true }) approvedAt!: string | null;
  @Field(() => String, { nullable: true, description: 'When the renter marked it received' })
  receivedDate!: string | null;
  @Field(() => String, { nullable: true }) returnedAt!: string | null;
  @Field(() => String, { nullable: true }) completedAt!: string | null;
  @Field(() => String, { nullable: true }) cancelledAt!: string | null;
  @Field(() => String, { description: 'An unanswered request expires then' }) expiresAt!: string;
  @Field(() => String, { description: 'pickup | delivery' }) deliveryMethod!: string;
  @Field(() => String, { nullable: true }) deliveryAddress!: string | null;
  @Field(() => String, { nullable: true }) rentalMessage!: string | null;
  @Field(() => String, { nullable: true, description: 'The rejection reason or the hand-over notes' })
  ownerNotes!: string | null;
  @Field(() => String, { nullable: true }) returnNotes!: string | null;
  @Field(() => String, { nullable: true }) cancelReason!: string | null;
  @Field(() => String, { nullable: true, description: 'renter | owner | system' }) cancelledBy!:
    | string
    | null;
  @Field(() => Boolean, { description: 'With the renter and past the end date' }) overdue!: boolean;
  @Field(() => String, { description: 'renter | owner | admin' }) viewerRole!: string;
  @Field(() => Float, {
    nullable: true,
    description: 'For the renter: what cancelling now would give back (null when not cancellable)',
  })
  cancellationRefund!: number | null;
  @Field(() => String, { nullable: true, description: 'completedAt + 14 days, when completed' })
  reviewDeadline!: string | null;
  // owner, renter, damageClaim, myReview, paymentMethod and allowedActions are batched field resolvers.

  /** Not fields: what the field resolvers read. */
  record!: BookingRecord;
  viewer!: Viewer;
  now!: Date;
}

@ObjectType('BookedRange', {
  description:
    'Inclusive dates a renter cannot have: every unit booked, blocked by the owner, or within the buffer of a rental',
})
export class BookedRangeView {
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String, {
    description:
      "Why: booked (every unit is taken), blocked (the owner or an imported calendar blocked the days), buffer (too close to another rental under the listing's turnaround days)",
  })
  kind!: string;
}

@ObjectType('MoneyAmount')
export class MoneyAmountView {
  @Field(() => Float) amount!: number;
  @Field(() => String) currency!: string;
}

@ObjectType('EarningLine')
export class EarningLineView {
  @Field(() => Int) bookingId!: number;
  @Field(() => String, { nullable: true, description: 'Null once the listing was deleted' }) itemTitle!:
    | string
    | null;
  @Field(() => String) completedAt!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String) currency!: string;
}

@ObjectType('OwnerEarnings')
export class OwnerEarningsView {
  @Field(() => [MoneyAmountView], { description: 'One total per currency' }) totals!: MoneyAmountView[];
  @Field(() => [EarningLineView], { description: 'Completed bookings, newest first' })
  lines!: EarningLineView[];
}

@ObjectType('ProtectionTerms', {
  description:
    "Issue 26 §2: the optional protection at checkout, as the server's configuration sets it; amounts in the listing's currency",
})
export class ProtectionTermsView {
  @Field(() => Float, { description: 'The fee as a percentage of the rent' }) feePercent!: number;
  @Field(() => Float, { description: 'The smallest fee' }) minimumFee!: number;
  @Field(() => Float, { description: 'The most it pays above the deposit for one booking' }) cap!: number;
}
