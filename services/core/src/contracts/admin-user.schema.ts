import { z } from 'zod';
import { fullNameField, phoneField, RegisterInput } from './auth.schema.js';
import { multilineText, text } from './text.js';

/** What an admin's edit of a member answers when refused (spec §6). */
export const AdminUserMessages = {
  selfLock: 'You cannot lock your own account',
  selfDemote: 'You cannot remove your own admin role',
  selfUnverify: 'You cannot unverify your own account',
  lastAdmin: 'The last admin cannot be demoted',
  role: 'Role must be admin or user',
  nothingToChange: 'Nothing to change',
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
    role: z.enum(['admin', 'user'], { error: AdminUserMessages.role }).optional(),
  })
  .strip();
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

/** An admin's e-mail to a member (the Users tab's "Send email"): what it answers when refused. */
export const AdminEmailMessages = {
  subject: 'Subject is required',
  body: 'Message is required',
} as const;

export const ADMIN_EMAIL_SUBJECT_MAX = 200;
export const ADMIN_EMAIL_BODY_MAX = 10_000;

/**
 * The e-mail an admin sends a member: a one-line subject and a message, both required. One rule for both doors and
 * the dialog's form (which shows these messages in the language on screen).
 */
export const AdminEmailInput = z.object({
  subject: text({ error: AdminEmailMessages.subject })
    .trim()
    .min(1, AdminEmailMessages.subject)
    .max(ADMIN_EMAIL_SUBJECT_MAX, `Subject must be at most ${ADMIN_EMAIL_SUBJECT_MAX} characters`)
    // A header value: a line break would start another header.
    .regex(/^[^\r\n]*$/, 'Subject must be one line'),
  body: multilineText({ error: AdminEmailMessages.body })
    .trim()
    .min(1, AdminEmailMessages.body)
    .max(ADMIN_EMAIL_BODY_MAX, 'Message must be at most 10,000 characters'),
});
export type AdminEmailInput = z.infer<typeof AdminEmailInput>;
