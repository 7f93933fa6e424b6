import { z } from 'zod';
import { fullNameField, phoneField, RegisterInput } from './auth.schema.js';

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
