import { IDENTITY_DOCUMENT_RETENTION_DAYS } from '../contracts/identity-check.schema.js';
import type { Orm } from '../db/orm.js';
import { run, sql } from '../db/sql.js';
import type { Logger } from '../logging/logger.js';
import type { ImageStore } from '../uploads/image-store.js';
import type { UploadVariant } from '../uploads/upload.entity.js';

export interface IdentityDocumentCleanupResult {
  /** Decided checks whose photos were deleted. */
  checks: number;
  /** Private upload rows deleted with their files. */
  uploads: number;
}

/**
 * Deletes the private photos (files, then upload rows) of identity checks decided more than 30 days before `now`,
 * and marks each check `documents_deleted_at`; the decision itself stays. Batch by batch, one transaction each,
 * the checks locked `for update skip locked` so two workers never take the same one; running it again, or after a
 * crash halfway, is harmless (a missing file removes fine, the rows still there are taken again). Only counts are
 * logged: never an upload's key, a file name or anything of its contents.
 */
export async function removeDecidedIdentityDocuments(
  orm: Orm,
  store: ImageStore,
  options: { now?: Date; batchSize?: number; logger?: Logger } = {},
): Promise<IdentityDocumentCleanupResult> {
  const batchSize = options.batchSize ?? 100;
  const decidedBefore = new Date(
    (options.now ?? new Date()).getTime() - IDENTITY_DOCUMENT_RETENTION_DAYS * 86_400_000,
  );
  const result: IdentityDocumentCleanupResult = { checks: 0, uploads: 0 };
  for (;;) {
    const seen = await orm.em.fork().transactional(async (tx) => {
      const checks = await sql<{ id: number; uploadIds: string[] }>(
        tx,
        `select id, document_upload_ids || jsonb_build_array(selfie_upload_id::text) as "uploadIds"
           from identity_checks
          where documents_deleted_at is null and decided_at is not null and decided_at < ?
          order by decided_at, id
          limit ?
          for update skip locked`,
        [decidedBefore, batchSize],
      );
      if (checks.length === 0) return 0;
      const ids = JSON.stringify(checks.flatMap((check) => check.uploadIds));
      const uploads = await sql<{ id: string; variants: UploadVariant[] }>(
        tx,
        `select id, variants from uploads
          where private and id in (select (jsonb_array_elements_text(?::jsonb))::uuid) for update`,
        [ids],
      );
      for (const upload of uploads) for (const { key } of upload.variants) await store.remove(key);
      await run(
        tx,
        'delete from uploads where private and id in (select (jsonb_array_elements_text(?::jsonb))::uuid)',
        [ids],
      );
      await run(
        tx,
        'update identity_checks set documents_deleted_at = now() where id in (select (jsonb_array_elements_text(?::jsonb))::int)',
        [JSON.stringify(checks.map((check) => check.id))],
      );
      result.checks += checks.length;
      result.uploads += uploads.length;
      return checks.length;
    });
    if (seen < batchSize) break;
  }
  if (result.checks > 0) options.logger?.info(result, 'removed decided identity documents');
  return result;
}
