import type { EntityManager } from '@koalarent/core';
import type { BrowsingRecordPublication } from '../contracts.js';
import {
  cursorColumn,
  pageOf,
  type RecordPage,
  recordListQuery,
  type TrackingRecordFilter,
} from './record-query.js';

/** A row as the query reads it: the publication's fields, the time as the driver gives it, and the page cursor. */
type BrowsingRow = Omit<BrowsingRecordPublication, 'timestamp'> & {
  timestamp: Date | string;
  cursorTimestamp: string;
};

/**
 * Browsing history for the admins' Tracking tab: newest first, one page at a time, narrowed to a member, a time
 * range from `now` (default the last 7 days) and a free-text search over username, page, search query and the
 * search's filters. Anonymous visitors' views have no user. Permission is the caller's to decide.
 */
export async function browsingRecords(
  em: EntityManager,
  filter: TrackingRecordFilter,
  now = new Date(),
): Promise<RecordPage<BrowsingRecordPublication>> {
  const { where, params, limit } = recordListQuery(
    filter,
    { alias: 'r', searchable: ['u.username', 'r.page', 'r.search_query', 'r.filters'] },
    now,
  );
  const rows: BrowsingRow[] = await em.getConnection().execute(
    `select r.id, r.user_id as "userId", u.username, r.page, r.search_query as "searchQuery", r.item_id as "itemId",
            r.category_id as "categoryId", r."timestamp", ${cursorColumn('r')}
       from browsing_records r left join users u on u.id = r.user_id
      where ${where}
      order by r."timestamp" desc, r.id desc
      limit ${limit + 1}`,
    params,
  );
  return pageOf(rows, limit, ({ cursorTimestamp: _, timestamp, ...row }) => ({
    ...row,
    timestamp: new Date(timestamp).toISOString(),
  }));
}
