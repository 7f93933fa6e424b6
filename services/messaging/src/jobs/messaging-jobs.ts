import { type JobHandler, parsedJob, typedJobAdder } from '@koalarent/core';
import { z } from 'zod';
import type { Mailer } from '../email/mailer.js';
import { sendMessageMail } from './message-mail.job.js';

/**
 * The messaging queue's plain jobs (issue 22 §4): one union of names, each payload's schema beside it, and the
 * handler table checked against both, so a job without a handler, a handler without a name, or a handler that
 * expects another payload does not compile; a payload is parsed, never cast. (The event consumers are in
 * messaging-subscriptions.ts.)
 */
export const MessagingJob = {
  /** The new-message mail of one conversation and quiet period (see message-mail.job.ts). */
  MessageMail: 'message-mail',
} as const;
export type MessagingJobName = (typeof MessagingJob)[keyof typeof MessagingJob];

/** A `message-mail` job's payload: the conversation (receiver and sender), its period, and the period's length. */
export const MessageMailPayload = z.object({
  receiverId: z.number().int().positive(),
  senderId: z.number().int().positive(),
  period: z.number().int().nonnegative(),
  quietMs: z.number().int().positive(),
});
export type MessageMailPayload = z.infer<typeof MessageMailPayload>;

const messagingJobPayloads = {
  [MessagingJob.MessageMail]: MessageMailPayload,
} satisfies Record<MessagingJobName, z.ZodType>;

/** Puts a job on the messaging queue; its payload is typed by its name, so a wrong one does not compile. */
export const addMessagingJob = typedJobAdder(messagingJobPayloads);

/** A job's handler behind its payload's parse: a payload that does not parse fails the job (ZodError) before any work. */
export const parsed = parsedJob;

/** The worker's table, for the mailer the jobs send through: every job name's handler, behind its payload's parse. */
export function messagingJobs(mailer: Mailer) {
  return {
    [MessagingJob.MessageMail]: parsed(messagingJobPayloads[MessagingJob.MessageMail], (payload, deps) =>
      sendMessageMail(payload, deps, mailer),
    ),
  } satisfies Record<MessagingJobName, JobHandler>;
}
