import {
  ACTIVE_BOOKING_STATUSES,
  AVAILABILITY_LIMITS,
  earliestStartDate,
  rentalDays,
} from '@koalarent/core/contracts';
import {
  type AvailabilityRules,
  type DayRange,
  type ListingAvailability,
  rulesOrDefault,
} from './availability.js';

/**
 * Issue 23 §4: `freeForRange` (availability.ts) in SQL, for the catalogue search, which must decide it for every
 * candidate listing in the search's own statement. It restates the module's rules, so it lives beside them and
 * `availability-sql.int.test.ts` checks, over random listings, bookings, blocks and rules, that the search with it
 * finds exactly the listings the module calls free.
 *
 * A booking request decides for one listing, so it restates nothing: `listingFactsSql` reads what the module needs
 * of that listing and `rangeRefusal` decides (`request-availability.int.test.ts` holds the request to the module).
 */

/** Binds a value and returns its placeholder with the cast (`?::date`); called in the order the text reads. */
export type Bind = (value: unknown, cast: string) => string;

const ACTIVE_SQL = ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(',');

/**
 * The longest buffer any listing has (0 without rules), read backwards from `item_availability_rules_buffer_days`:
 * evaluated once per statement, it bounds the full days that can reach a range at all.
 */
const LONGEST_BUFFER_SQL = '(select coalesce(max(lb.buffer_days), 0) from item_availability_rules lb)';

/**
 * The ids of the listings WITHOUT a unit free for every day of the range at `now` (one column, `item_id`, never
 * null): a listing is free exactly when it is not among them. The search reads it once per statement (a
 * materialised CTE that its NOT IN hashes), so each candidate listing costs a lookup whatever the other filters
 * leave. The range must already be one a request may ask for (core's `searchDatesRefusal`): not in the past, not
 * longer than a rental, not too far ahead; within that, a listing without a rules row has the defaults, which
 * refuse nothing.
 *
 * Not free: the listings whose rules refuse the range, those with a blocked day in it, and those with a full day
 * (`item_full_days`: every unit taken by bookings stretched by the buffer after their end, kept by triggers, see
 * Migration20261129210000) from the range's start to its end plus their buffer — as `rangeRefusal` counts.
 *
 * What keeps it cheap (issue 24 §1; EXPLAIN figures in infra/bench/README.md, "Search by dates"): every branch is a
 * range read of an index. The full days are read from their primary key, day first, up to the longest buffer any
 * listing has past the end (read from the rules' buffer index), each row then held to its own buffer. The rules are
 * the four conditions a range can fail, each over its own index: a range starting on or after the first day a
 * request may start (which the caller has checked) fails a notice of n days exactly when n is at least its start's
 * distance from that day, and at least 1.
 */
export function notFreeForRangeSql(bind: Bind, range: DayRange, now: Date): string {
  const yesterday = () => bind(earliestStartDate(now), 'date');
  const days = () => bind(rentalDays(range.startDate, range.endDate), 'int');
  const start = () => bind(range.startDate, 'date');
  const end = () => bind(range.endDate, 'date');
  return `select ar.item_id from item_availability_rules ar where ar.min_days > ${days()}
    union all
    select ar.item_id from item_availability_rules ar where ar.max_days < ${days()}
    union all
    select ar.item_id from item_availability_rules ar
     where ar.advance_notice_days >= greatest(${start()} - ${yesterday()}, 1)
    union all
    select ar.item_id from item_availability_rules ar where ar.horizon_days < ${end()} - ${yesterday()} - 1
    union all
    select bd.item_id from item_blocked_dates bd where bd.start_date <= ${end()} and bd.end_date >= ${start()}
    union all
    select fd.item_id from item_full_days fd
     where fd.day >= ${start()} and fd.day <= ${end()} + ${LONGEST_BUFFER_SQL}
       and fd.day <= ${end()} + fd.buffer_days`;
}

/** The row `listingFactsSql` answers. */
export interface ListingFactsRow {
  min_days: number | null;
  max_days: number | null;
  buffer_days: number | null;
  advance_notice_days: number | null;
  horizon_days: number | null;
  bookings: DayRange[];
  blocks: DayRange[];
}

/**
 * What `rangeRefusal` reads of one listing to decide `range` (one row): its rules (null columns without a rules row:
 * the defaults), its active bookings that could meet the range or its buffer (those within the longest buffer
 * allowed of it: the module counts only the days that matter), and its blocked ranges that touch the range, both as
 * JSON lists of `{ startDate, endDate }`. The request command runs it right after the statement that locks the item,
 * so its snapshot sees everything committed before the lock, and every writer of these rows (a request, a block, an
 * unblock, new rules, a calendar sync) holds the same lock.
 */
export function listingFactsSql(bind: Bind, itemId: number, range: DayRange): string {
  const item = () => bind(itemId, 'int');
  const start = () => bind(range.startDate, 'date');
  const end = () => bind(range.endDate, 'date');
  const days = (column: string) =>
    `json_build_object('startDate', to_char(${column}.start_date, 'YYYY-MM-DD'), 'endDate', to_char(${column}.end_date, 'YYYY-MM-DD'))`;
  return `select ar.min_days, ar.max_days, ar.buffer_days, ar.advance_notice_days, ar.horizon_days,
      coalesce((select json_agg(${days('b')} order by b.start_date) from bookings b
                 where b.item_id = ${item()} and b.status in (${ACTIVE_SQL})
                   and b.start_date <= ${end()} + ${bind(AVAILABILITY_LIMITS.bufferDays, 'int')}
                   and b.end_date >= ${start()} - ${bind(AVAILABILITY_LIMITS.bufferDays, 'int')}), '[]'::json) as bookings,
      coalesce((select json_agg(${days('bd')} order by bd.start_date) from item_blocked_dates bd
                 where bd.item_id = ${item()} and bd.start_date <= ${end()} and bd.end_date >= ${start()}), '[]'::json) as blocks
    from (select 1) as one left join item_availability_rules ar on ar.item_id = ${item()}`;
}

/** The listing as `rangeRefusal` sees it, from `listingFactsSql`'s row and the item's quantity. */
export function listingOf(row: ListingFactsRow, quantity: number): ListingAvailability {
  const rules: AvailabilityRules = rulesOrDefault({
    minDays: row.min_days ?? undefined,
    maxDays: row.max_days,
    bufferDays: row.buffer_days ?? 0,
    advanceNoticeDays: row.advance_notice_days ?? 0,
    horizonDays: row.horizon_days,
  });
  return { rules, quantity, bookings: row.bookings, blocks: row.blocks };
}
