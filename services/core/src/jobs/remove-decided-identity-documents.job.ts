import type { IdentityDocumentCleanupResult } from '../identity/remove-decided-identity-documents.js';
import { removeDecidedIdentityDocuments } from '../identity/remove-decided-identity-documents.js';
import { createPrivateImageStore } from '../uploads/private-uploads.js';
import type { WorkerDeps } from '../worker/worker-deps.js';

/** `remove-decided-identity-documents` runs hourly, off the minute the upload clean-up takes. */
export const REMOVE_DECIDED_IDENTITY_DOCUMENTS_PATTERN = '41 * * * *';

/** Core's hourly deletion (no payload) of identity photos 30 days after the check's decision (issue 26 §1). */
export async function removeDecidedIdentityDocumentsJob(
  _payload: unknown,
  deps: WorkerDeps,
): Promise<IdentityDocumentCleanupResult> {
  return removeDecidedIdentityDocuments(deps.orm, createPrivateImageStore(deps.config), {
    logger: deps.logger,
  });
}
