import { z } from 'zod';
import { multilineText, text } from './text.js';

/**
 * Identity checks (issue 26 §1): what a member submits (photos of an identity document and a selfie, uploaded with
 * `POST /api/uploads?private=true`), what an admin decides, and what the answers say. Browser-safe: the web app
 * validates with the same schemas as both gateway doors.
 */

/** A member's standing: `none` until the first submission; a rejected member may submit again. */
export const IDENTITY_CHECK_STATUSES = ['none', 'submitted', 'verified', 'rejected'] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

export const IDENTITY_DECISIONS = ['verified', 'rejected'] as const;
export type IdentityDecision = (typeof IDENTITY_DECISIONS)[number];

export const IDENTITY_REASON_MAX = 500;

/** Private documents are deleted this many days after the decision. */
export const IDENTITY_DOCUMENT_RETENTION_DAYS = 30;

export const IdentityCheckMessages = {
  documents: 'Add a photo of the front of your identity document, and of its back if it has one',
  selfie: 'Add a selfie',
  upload:
    'Upload the photos again: one of them is not an identity photo you uploaded, or it was already used',
  sameUpload: 'Each photo must be a different upload',
  alreadySubmitted: 'Your identity check is waiting for an administrator.',
  alreadyVerified: 'Your identity is already verified.',
  decision: "The decision is 'verified' or 'rejected'",
  reasonRequired: 'Give the member a reason for the rejection',
  reasonTooLong: 'The reason is at most 500 characters',
  reason: 'The reason must be text without control characters',
  notFound: 'Identity check not found',
  alreadyDecided: 'This identity check has already been decided.',
  status: "The status is 'submitted', 'verified' or 'rejected'",
} as const;

// Text first, as every contract string (a control character is refused as such), then the upload id's format.
const uploadId = (message: string) => text({ error: message }).uuid({ error: message });

/** `POST /api/identity-checks` and the `submitIdentityCheck` mutation. */
export const SubmitIdentityCheckBody = z
  .object({
    documentUploadIds: z
      .array(uploadId(IdentityCheckMessages.documents), { error: IdentityCheckMessages.documents })
      .min(1, IdentityCheckMessages.documents)
      .max(2, IdentityCheckMessages.documents),
    selfieUploadId: uploadId(IdentityCheckMessages.selfie),
  })
  .refine(
    (body) =>
      new Set([...body.documentUploadIds, body.selfieUploadId]).size === body.documentUploadIds.length + 1,
    { message: IdentityCheckMessages.sameUpload, path: ['documentUploadIds'] },
  );
export type SubmitIdentityCheckBody = z.infer<typeof SubmitIdentityCheckBody>;

/** `PUT /api/admin/identity-checks/{id}` and the `decideIdentityCheck` mutation. */
export const DecideIdentityCheckBody = z
  .object({
    decision: z.enum(IDENTITY_DECISIONS, { error: IdentityCheckMessages.decision }),
    reason: multilineText({ error: IdentityCheckMessages.reason })
      .trim()
      .max(IDENTITY_REASON_MAX, IdentityCheckMessages.reasonTooLong)
      .nullish()
      .transform((reason) => reason || null),
  })
  .refine((body) => body.decision !== 'rejected' || body.reason !== null, {
    message: IdentityCheckMessages.reasonRequired,
    path: ['reason'],
  });
export type DecideIdentityCheckBody = z.infer<typeof DecideIdentityCheckBody>;
