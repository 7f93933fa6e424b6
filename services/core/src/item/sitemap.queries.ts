import type { EntityManager } from '../db/orm.js';
import { PUBLIC_ITEM_SQL } from './item.queries.js';

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); 10,000 keeps one file small enough to build
 * and send in a few milliseconds, so 100,000 listings are ten files behind one index.
 */
export const SITEMAP_PAGE_SIZE = 10_000;

/** One page of a sitemap: how many URLs it holds and the newest change among them (the index's `lastmod`). */
export interface SitemapPage {
  page: number;
  count: number;
  lastModified: Date;
}

/** One URL of a sitemap page: the row's id and when it last changed. */
export interface SitemapEntry {
  id: number;
  lastModified: Date;
}

export type SitemapKind = 'items' | 'users';

/**
 * What the public sees, and so what a crawler may be sent to: approved, available listings of members who are not
 * locked (the catalog's own rule), and the profiles of members who are not locked and have something to show (a
 * public listing or a review) — a profile with neither is an empty page to a search engine.
 */
const SOURCES: Record<SitemapKind, { from: string; where: string; modified: string }> = {
  items: {
    from: 'items i join users u on u.id = i.owner_id',
    where: PUBLIC_ITEM_SQL,
    modified: 'i.updated_at',
  },
  users: {
    from: 'users u',
    where: `not u.is_locked and u.is_verified and (u.review_count > 0 or exists (
      select 1 from items i where i.owner_id = u.id and ${PUBLIC_ITEM_SQL}))`,
    modified: 'u.updated_at',
  },
};

const idColumn = (kind: SitemapKind): string => (kind === 'items' ? 'i.id' : 'u.id');

/** The pages of one kind's sitemap, in id order: one pass over the public rows (the result is cached by the caller). */
export async function sitemapPages(em: EntityManager, kind: SitemapKind): Promise<SitemapPage[]> {
  const { from, where, modified } = SOURCES[kind];
  const rows: { page: string | number; count: string | number; lastModified: Date }[] = await em
    .getConnection()
    .execute(
      `select page, count(*) as count, max(modified) as "lastModified" from (
         select (row_number() over (order by ${idColumn(kind)}) - 1) / ${SITEMAP_PAGE_SIZE} as page,
                ${modified} as modified
         from ${from} where ${where}) numbered
       group by page order by page`,
    );
  return rows.map((r) => ({
    page: Number(r.page),
    count: Number(r.count),
    lastModified: new Date(r.lastModified),
  }));
}

/** The URLs of one sitemap page (0-based), in id order; empty past the last page. */
export async function sitemapEntries(
  em: EntityManager,
  kind: SitemapKind,
  page: number,
): Promise<SitemapEntry[]> {
  if (!Number.isSafeInteger(page) || page < 0) return [];
  const { from, where, modified } = SOURCES[kind];
  return em.getConnection().execute(
    `select ${idColumn(kind)} as id, ${modified} as "lastModified" from ${from} where ${where}
       order by ${idColumn(kind)} limit ? offset ?`,
    [SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE],
  );
}
