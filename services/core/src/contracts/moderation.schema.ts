import { z } from 'zod';
import { multilineText } from './text.js';

/**
 * Reports, blocks and moderation (issue 26 §3): what a member may report and why, what an admin may do about it,
 * and what the answers say. Browser-safe: the web app's report dialog validates with the same schema as both
 * gateway doors (REST and GraphQL).
 */

export const REPORT_TARGET_TYPES = ['item', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The short list a reporter picks from (the web app names each in the reader's language). */
export const REPORT_REASONS = ['scam', 'inappropriate', 'prohibited_item', 'harassment', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an admin may do with an open report; every one closes it and is written to the audit trail. */
export const REPORT_ACTIONS = ['dismiss', 'hide_listing', 'lock_member', 'warn'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_NOTE_MAX = 1000;

export const ModerationMessages = {
  targetType: "The target type is 'item' or 'user'",
  targetId: 'Name the listing or member you are reporting',
  reason: 'Choose a reason: scam, inappropriate, prohibited_item, harassment or other',
  noteTooLong: 'The note is at most 1,000 characters',
  note: 'The note must be text without control characters',
  alreadyReported: 'You have already reported this, and an administrator has not yet looked at it.',
  reportYourself: 'You cannot report yourself or your own listing.',
  itemNotFound: 'Item not found',
  userNotFound: 'User not found',
  reportNotFound: 'Report not found',
  action: 'The action is dismiss, hide_listing, lock_member or warn',
  alreadyResolved: 'This report has already been resolved.',
  hideNeedsListing: 'Only a report about a listing can hide a listing.',
  tooManyReports: 'You have sent too many reports. Try again in {{seconds}} seconds.',
  blockYourself: 'You cannot block yourself.',
  notBlocked: 'You have not blocked this member.',
  blockedMessage: 'You cannot message this member: one of you has blocked the other.',
  blockedBooking: "You cannot book this member's items: one of you has blocked the other.",
} as const;

/** `POST /api/reports` and the `createReport` mutation. */
export const CreateReportBody = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: ModerationMessages.targetType }),
  targetId: z
    .number({ error: ModerationMessages.targetId })
    .int(ModerationMessages.targetId)
    .positive(ModerationMessages.targetId),
  reason: z.enum(REPORT_REASONS, { error: ModerationMessages.reason }),
  note: multilineText({ error: ModerationMessages.note })
    .trim()
    .max(REPORT_NOTE_MAX, ModerationMessages.noteTooLong)
    .nullish()
    .transform((note) => note || null),
});
export type CreateReportBody = z.infer<typeof CreateReportBody>;

/** `PUT /api/admin/reports/{id}` and the `resolveReport` mutation. */
export const ResolveReportBody = z.object({
  action: z.enum(REPORT_ACTIONS, { error: ModerationMessages.action }),
});
export type ResolveReportBody = z.infer<typeof ResolveReportBody>;

/** `POST /api/blocks` and the `blockUser` mutation. */
export const BlockUserBody = z.object({
  userId: z
    .number({ error: ModerationMessages.userNotFound })
    .int(ModerationMessages.userNotFound)
    .positive(ModerationMessages.userNotFound),
});
