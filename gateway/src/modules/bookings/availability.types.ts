import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';

// Issue 23 §1: a listing's availability rules and blocked dates. Types are explicit: esbuild emits no decorator
// metadata.

@ObjectType('AvailabilityRules', {
  description: "A listing's availability rules (the defaults until its owner sets some)",
})
export class AvailabilityRulesView {
  @Field(() => Int, { description: 'Shortest rental in days (1: any length)' }) minDays!: number;
  @Field(() => Int, { nullable: true, description: 'Longest rental in days; null: no limit' })
  maxDays!: number | null;
  @Field(() => Int, { description: 'Free days kept between two rentals of a unit' }) bufferDays!: number;
  @Field(() => Int, { description: 'A rental starts at least this many days after today (0: today)' })
  advanceNoticeDays!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'A rental ends at most this many days after today; null: no limit',
  })
  horizonDays!: number | null;
}

@ObjectType('ItemBookingRules', {
  description:
    'What bounds a rental of a listing, for renters: the rules and the days they leave today (UTC)',
})
export class ItemBookingRulesView extends AvailabilityRulesView {
  @Field(() => String, {
    description: 'The first day a rental may start (yyyy-mm-dd), by the advance notice',
  })
  earliestStartDate!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The last day a rental may end (yyyy-mm-dd), by the horizon; null: no limit',
  })
  latestEndDate!: string | null;
}

@ObjectType('BlockedRange', { description: 'Days of a listing no one may book, inclusive' })
export class BlockedRangeView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'yyyy-mm-dd, inclusive' }) startDate!: string;
  @Field(() => String, { description: 'yyyy-mm-dd, inclusive' }) endDate!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { description: "'owner', or the id of the imported calendar that blocked them" })
  source!: string;
}

@InputType('AvailabilityRulesInput')
export class AvailabilityRulesInputGql {
  @Field(() => Int) minDays!: number;
  @Field(() => Int, { nullable: true }) maxDays?: number | null;
  @Field(() => Int) bufferDays!: number;
  @Field(() => Int) advanceNoticeDays!: number;
  @Field(() => Int, { nullable: true }) horizonDays?: number | null;
}

@InputType('BlockedRangeInput')
export class BlockedRangeInputGql {
  @Field(() => String) startDate!: string;
  @Field(() => String) endDate!: string;
  @Field(() => String, { nullable: true }) note?: string | null;
}

/** Every availability mutation names its listing and may carry the client's idempotency key. */
@ArgsType()
export class ItemAvailabilityArgs {
  @Field(() => Int)
  itemId!: number;

  @Field(() => String, { nullable: true })
  idempotencyKey?: string | null;
}

@ArgsType()
export class SetAvailabilityRulesArgs extends ItemAvailabilityArgs {
  @Field(() => AvailabilityRulesInputGql)
  input!: AvailabilityRulesInputGql;
}

@ArgsType()
export class BlockDatesArgs extends ItemAvailabilityArgs {
  @Field(() => BlockedRangeInputGql)
  input!: BlockedRangeInputGql;
}

@ArgsType()
export class UnblockDatesArgs extends ItemAvailabilityArgs {
  @Field(() => Int)
  blockId!: number;
}
