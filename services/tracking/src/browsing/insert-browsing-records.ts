import type { EntityManager } from '@koalarent/core';
import type { BrowsingRecordPublication } from '../contracts.js';
import type { QueuedPageView } from './page-view.schema.js';
import { searchPlace } from './search-place.js';

/** One row to insert: a queued view with whose it is and its idempotency key. */
export interface BrowsingRow extends QueuedPageView {
  userId: number | null;
  eventKey: string;
}

/** A row as the insert returns it: the publication's fields, the time as the driver gives it. */
type InsertedRow = Omit<BrowsingRecordPublication, 'timestamp'> & { timestamp: Date | string };

/**
 * Inserts many browsing records in one statement and returns them as the live feed publishes them, with each
 * member's username. The rows travel as one JSON parameter (jsonb_to_recordset), so the statement's text is the
 * same whatever the batch size. A search's place (for the admins' Demand view) is read from its filters here, once,
 * rather than by every aggregation. A member deleted meanwhile leaves an anonymous record (the left join), as the
 * foreign key's `set null` would. A key seen before (a job retried after its insert committed) returns the row
 * already there instead of writing a second one.
 */
export async function insertBrowsingRecords(
  em: EntityManager,
  rows: readonly BrowsingRow[],
): Promise<BrowsingRecordPublication[]> {
  if (rows.length === 0) return [];
  // One statement cannot touch a row twice (on conflict do update): a key twice in a batch keeps its first row.
  const unique = [...new Map(rows.map((r) => [r.eventKey, r])).values()];
  const json = JSON.stringify(
    unique.map((r) => ({
      event_key: r.eventKey,
      user_id: r.userId,
      page: r.page,
      search_query: r.searchQuery,
      filters: r.filters,
      item_id: r.itemId,
      category_id: r.categoryId,
      result_count: r.resultCount ?? null,
      search_place: searchPlace(r.filters),
      at: r.at,
    })),
  );
  const inserted: InsertedRow[] = await em.getConnection().execute(
    `with v as (
       select * from jsonb_to_recordset(?::jsonb) as v(event_key text, user_id int, page text, search_query text,
         filters text, item_id int, category_id int, result_count int, search_place text, at timestamptz)
     ), ins as (
       insert into browsing_records (user_id, page, search_query, filters, item_id, category_id, result_count,
                                     search_place, "timestamp", event_key)
       select u.id, v.page, v.search_query, v.filters, v.item_id, v.category_id, v.result_count, v.search_place, v.at,
              v.event_key
         from v left join users u on u.id = v.user_id
       on conflict (event_key) do update set event_key = excluded.event_key
       returning id, user_id, page, search_query, item_id, category_id, "timestamp"
     )
     select ins.id, ins.user_id as "userId", u.username, ins.page, ins.search_query as "searchQuery",
            ins.item_id as "itemId", ins.category_id as "categoryId", ins."timestamp"
       from ins left join users u on u.id = ins.user_id
      order by ins.id`,
    [json],
  );
  return inserted.map((r) => ({
    id: r.id,
    userId: r.userId,
    username: r.username,
    page: r.page,
    searchQuery: r.searchQuery,
    itemId: r.itemId,
    categoryId: r.categoryId,
    timestamp: new Date(r.timestamp).toISOString(),
  }));
}
