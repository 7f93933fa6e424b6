import { AdminUserMessages, multilineText, text } from '@koalarent/core';
import { z } from 'zod';

export const AdminMessages = {
  ...AdminUserMessages,
  subject: 'Subject is required',
  body: 'Message is required',
} as const;

export const ADMIN_EMAIL_SUBJECT_MAX = 200;
export const ADMIN_EMAIL_BODY_MAX = 10_000;

export const AdminEmailInput = z.object({
  subject: text({ error: AdminMessages.subject })
    .trim()
    .min(1, AdminMessages.subject)
    .max(ADMIN_EMAIL_SUBJECT_MAX, `Subject must be at most ${ADMIN_EMAIL_SUBJECT_MAX} characters`)
    // A header value: a line break would start another header.
    .regex(/^[^\r\n]*$/, 'Subject must be one line'),
  body: multilineText({ error: AdminMessages.body })
    .trim()
    .min(1, AdminMessages.body)
    .max(ADMIN_EMAIL_BODY_MAX, 'Message must be at most 10,000 characters'),
});
export type AdminEmailInput = z.infer<typeof AdminEmailInput>;
