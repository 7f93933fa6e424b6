import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';

// Issue 23 §1: a listing's availability rules and blocked dates. Types are explicit: esbuild emits no decorator
// metadata.

/** The rules' fields, shared by the owner's view (AvailabilityRules) and the renter's (ItemBookingRules). */
@ObjectType()
abstract class RuleFields {
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

@ObjectType('AvailabilityRules', {
  description: "A listing's availability rules (the defaults until its owner sets some), for its owner",
})
export class AvailabilityRulesView extends RuleFields {
  /** The listing the rules are of (not a field: `icalUrl` is resolved from it). */
  itemId!: number;
}

@ObjectType('ItemBookingRules', {
  description:
    'What bounds a rental of a listing, for renters: the rules and the days they leave today (UTC)',
})
export class ItemBookingRulesView extends RuleFields {
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

// Issue 23 §3: calendars synced both ways.

@ObjectType('CalendarImportConflict', {
  description:
    'An active booking that days of an imported calendar overlap: the booking stands; the owner settles it on the other site',
})
export class CalendarImportConflictView {
  @Field(() => Int) bookingId!: number;
  @Field(() => String, { description: "The booking's first day, yyyy-mm-dd" }) startDate!: string;
  @Field(() => String, { description: "The booking's last day, yyyy-mm-dd" }) endDate!: string;
}

@ObjectType('CalendarImport', {
  description:
    "An external iCal calendar whose events block a listing's days (synced every 15 minutes and on demand), with how its last sync ended",
})
export class CalendarImportView {
  @Field(() => Int, { description: 'Its id: the `source` of the blocked ranges it made' }) id!: number;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true, description: "The owner's label for it" }) name!: string | null;
  @Field(() => String, {
    description:
      "'pending' (not synced yet), 'ok' (its days are blocked) or 'error' (the last sync changed nothing)",
  })
  status!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Why the last sync changed nothing: invalid_url, refused_address, unreachable, timeout, http_status, too_many_redirects, too_large, not_ical, invalid_event or too_many_events',
  })
  errorCode!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The error's parameter (the HTTP status, the host, the event's UID), if any",
  })
  errorDetail!: string | null;
  @Field(() => String, { nullable: true, description: 'The error in English' }) errorMessage!: string | null;
  @Field(() => String, { nullable: true, description: 'When the last sync ended (ISO 8601)' })
  lastSyncAt!: string | null;
  @Field(() => String, { nullable: true, description: 'When a sync last succeeded (ISO 8601)' })
  lastSuccessAt!: string | null;
  @Field(() => Int, { description: 'Blocked ranges the last successful sync wrote' }) rangeCount!: number;
  @Field(() => [CalendarImportConflictView], {
    description: 'Active bookings its blocked days overlap, now',
  })
  conflicts!: CalendarImportConflictView[];
}

@InputType('CalendarImportInput')
export class CalendarImportInputGql {
  @Field(() => String, { description: "The calendar's http(s) address (an .ics feed)" }) url!: string;
  @Field(() => String, { nullable: true, description: "A label, e.g. the other site's name" })
  name?: string | null;
}

@ArgsType()
export class AddCalendarImportArgs extends ItemAvailabilityArgs {
  @Field(() => CalendarImportInputGql)
  input!: CalendarImportInputGql;
}

@ArgsType()
export class CalendarImportArgs extends ItemAvailabilityArgs {
  @Field(() => Int)
  importId!: number;
}
