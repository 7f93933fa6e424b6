import type { Orm } from '../db/orm.js';
import type { Logger } from '../logging/logger.js';
import type { ImageStore } from './image-store.js';
import type { UploadVariant } from './upload.entity.js';

export interface UploadCleanupOptions {
  /** Uploads created before this and still unattached are removed. */
  olderThan: Date;
  /** Uploads examined per transaction (default 100). */
  batchSize?: number;
  logger?: Logger;
  /** Where private uploads (identity documents never submitted) live; without it they are left alone. */
  privateStore?: ImageStore;
}

export interface UploadCleanupResult {
  /** Upload rows removed, with their files. */
  removed: number;
  /** Unattached uploads past the retention that a listing or profile still shows, so kept. */
  kept: number;
}

interface CandidateRow {
  id: string;
  /** As text: a JS Date would drop PostgreSQL's microseconds and the keyset would see the row again. */
  created_at: string;
  variants: UploadVariant[];
  private: boolean;
}

/**
 * Removes uploads no item uses: a member who uploads photos and never finishes the listing leaves them behind.
 * An upload counts as used when `attached_at` is set, or when any of its rendition URLs appears in an item's
 * images or is a member's profile picture (a write path that forgot `attached_at` must never cost a member a
 * photo). Files go first, then rows, batch by batch in one transaction each. The rows are locked (`for update
 * skip locked`): two workers never take the same upload, and a listing that attaches one of them at that moment
 * waits for the batch to commit. Running it twice, or after a crash halfway, is harmless: removing a missing file
 * succeeds, and the rows still there are simply taken again.
 */
export async function removeUnattachedUploads(
  orm: Orm,
  store: ImageStore,
  options: UploadCleanupOptions,
): Promise<UploadCleanupResult> {
  const batchSize = options.batchSize ?? 100;
  const result: UploadCleanupResult = { removed: 0, kept: 0 };
  // Keyset pagination: kept uploads stay candidates, so the next batch starts after the last one seen.
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const batch: { seen: number; last: CandidateRow | null } = await orm.em
      .fork()
      .transactional(async (tx) => {
        const conn = tx.getConnection();
        const trx = tx.getTransactionContext();
        const rows: CandidateRow[] = await conn.execute(
          `select id, created_at::text as created_at, variants, private from uploads
            where attached_at is null and created_at < ? ${options.privateStore ? '' : 'and not private'}
              ${after ? 'and (created_at, id) > (?::timestamptz, ?::uuid)' : ''}
            order by created_at, id
            limit ?
            for update skip locked`,
          after ? [options.olderThan, after.createdAt, after.id, batchSize] : [options.olderThan, batchSize],
          'all',
          trx,
        );
        if (rows.length === 0) return { seen: 0, last: null };
        // Private renditions have no URL: no listing or profile can show them.
        const urls = rows.flatMap((row) => (row.private ? [] : row.variants.map((v) => v.url)));
        // Lists go over as one JSON parameter: the query builder would spread a JS array into separate values.
        const used: { url: string }[] = await conn.execute(
          `with wanted as (select array(select jsonb_array_elements_text(?::jsonb)) as urls)
           select e.url from wanted, items i cross join lateral jsonb_array_elements_text(i.images) as e(url)
            where jsonb_exists_any(i.images, wanted.urls) and e.url = any(wanted.urls)
           union
           select u.profile_image from wanted, users u where u.profile_image = any(wanted.urls)`,
          [JSON.stringify(urls)],
          'all',
          trx,
        );
        const usedUrls = new Set(used.map((u) => u.url));
        const removable = rows.filter((row) => !row.variants.some((v) => usedUrls.has(v.url)));
        result.kept += rows.length - removable.length;
        for (const row of removable)
          for (const { key } of row.variants) await (row.private ? options.privateStore! : store).remove(key);
        if (removable.length > 0)
          await conn.execute(
            'delete from uploads where id in (select (jsonb_array_elements_text(?::jsonb))::uuid)',
            [JSON.stringify(removable.map((row) => row.id))],
            'run',
            trx,
          );
        result.removed += removable.length;
        return { seen: rows.length, last: rows[rows.length - 1]! };
      });
    if (!batch.last || batch.seen < batchSize) break;
    after = { createdAt: batch.last.created_at, id: batch.last.id };
  }
  if (result.removed > 0 || result.kept > 0) options.logger?.info(result, 'removed unattached uploads');
  return result;
}
