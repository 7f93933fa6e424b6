import { fullNameField, multilineText, phoneField, RegisterInput, text } from '@koalarent/core';
import { z } from 'zod';

export const AdminMessages = {
  selfLock: 'You cannot lock your own account',
  selfDemote: 'You cannot remove your own admin role',
  selfUnverify: 'You cannot unverify your own account',
  lastAdmin: 'The last admin cannot be demoted',
  role: 'Role must be admin or user',
  nothingToChange: 'Nothing to change',
  subject: 'Subject is required',
  body: 'Message is required',
} as const;

/**
 * An admin's edit of a member (spec §6: name, email, username, verified, locked, role). Name, username and e-mail
 * follow the registration rules. Only the fields given change: absent or null leaves a field as it is, except
 * phone, where null clears it (as on the profile).
 */
export const AdminUserUpdate = z
  .object({
    fullName: fullNameField.optional(),
    username: RegisterInput.shape.username.optional(),
    email: RegisterInput.shape.email.optional(),
    phone: phoneField,
    isVerified: z.boolean({ error: 'isVerified must be true or false' }).optional(),
    isLocked: z.boolean({ error: 'isLocked must be true or false' }).optional(),
    role: z.enum(['admin', 'user'], { error: AdminMessages.role }).optional(),
  })
  .strip();
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

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
