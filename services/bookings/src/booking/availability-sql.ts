import { ACTIVE_BOOKING_STATUSES, earliestStartDate, rentalDays } from '@koalarent/core/contracts';
import type { DayRange } from './availability.js';

/**
 * Issue 23 §4: `freeForRange` (availability.ts) as one SQL condition over a listing, for the catalogue search, which
 * must decide it for every candidate listing in the search's own statement. It restates the module's rules, so it
 * lives beside them and `availability-sql.int.test.ts` checks, over random listings, bookings, blocks and rules, that
 * the two answer the same.
 */

/** Binds a value and returns its placeholder with the cast (`?::date`); called in the order the text reads. */
export type Bind = (value: unknown, cast: string) => string;

const ACTIVE_SQL = ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(',');

/**
 * True when the listing `<alias>` (a row of `items` with `id` and `quantity`) has a unit free for every day of the
 * range at `now`. The range must already be one a request may ask for (core's `searchDatesRefusal`): not in the
 * past, not longer than a rental, not too far ahead; within that, a listing without a rules row has the defaults,
 * which refuse nothing.
 *
 * The units: the bookings that reach into the range stretched by the buffer are counted first; fewer than the
 * quantity leaves a unit free on every day (the index `bookings_item_active` answers it). Only a listing with that
 * many is counted day by day, as the request command counts (the most on one day, each booking stretched by the
 * buffer after its end). With no buffer that is the units taken; with one, it covers them too.
 */
export function freeForRangeSql(bind: Bind, range: DayRange, now: Date, alias = 'i'): string {
  const yesterday = earliestStartDate(now);
  const days = rentalDays(range.startDate, range.endDate);
  const start = () => bind(range.startDate, 'date');
  const end = () => bind(range.endDate, 'date');
  const reaching = `b.item_id = ${alias}.id and b.status in (${ACTIVE_SQL})`;
  return `exists (
    select 1
      from (select coalesce(ar.buffer_days, 0) as buffer, ar.min_days, ar.max_days, ar.advance_notice_days,
                   ar.horizon_days
              from (select 1) as one left join item_availability_rules ar on ar.item_id = ${alias}.id) as r
     where (r.min_days is null or (
              r.min_days <= ${bind(days, 'int')}
              and (r.max_days is null or r.max_days >= ${bind(days, 'int')})
              and ${start()} >= case when r.advance_notice_days = 0 then ${bind(yesterday, 'date')}
                                     else ${bind(yesterday, 'date')} + r.advance_notice_days + 1 end
              and (r.horizon_days is null or ${end()} <= ${bind(yesterday, 'date')} + r.horizon_days + 1)))
       and not exists (select 1 from item_blocked_dates bd
                        where bd.item_id = ${alias}.id and bd.start_date <= ${end()} and bd.end_date >= ${start()})
       and ((select count(*) from bookings b
              where ${reaching} and b.start_date <= ${end()} + r.buffer and b.end_date + r.buffer >= ${start()}
            ) < ${alias}.quantity
            or (select coalesce(max(per_day.n), 0) from (
                  select count(b.id) as n
                    from generate_series(${start()}, ${end()} + r.buffer, interval '1 day') as d(day)
                    left join bookings b on ${reaching} and d.day between b.start_date and b.end_date + r.buffer
                   group by d.day) as per_day
               ) < ${alias}.quantity))`;
}
