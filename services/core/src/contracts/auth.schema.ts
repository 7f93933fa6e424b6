import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from './i18n.js';
import { controlCharacterMessage, isControlCharacterIssue, text } from './text.js';

/** Spec §5 messages, shared by the server (authoritative) and the browser (instant feedback). */
export const AuthMessages = {
  email: 'Please enter a valid email',
  password: 'Password must be at least 6 characters',
  fullName: 'Full name must be at least 2 characters',
  username: 'Username must be at least 3 characters',
  confirmPassword: "Passwords don't match",
  adminEmail: 'Email is required',
  adminPassword: 'Password is required',
} as const;

export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const FULL_NAME_MIN = 2;
/** Upper bounds are ours (the spec gives none); they keep hashing and storage bounded. */
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 30;
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;

const email = text().trim().max(EMAIL_MAX, AuthMessages.email).email(AuthMessages.email);
const password = text().min(PASSWORD_MIN, AuthMessages.password).max(PASSWORD_MAX, 'Password is too long');

/** Registration and the profile share these rules (spec §5: full name at least 2, phone optional). */
export const fullNameField = text({ error: AuthMessages.fullName })
  .trim()
  .min(FULL_NAME_MIN, AuthMessages.fullName)
  .max(FULL_NAME_MAX, 'Full name is too long');

export const phoneField = text()
  .trim()
  .max(PHONE_MAX, 'Phone number is too long')
  .regex(/^[+0-9 ()-]*$/, 'Please enter a valid phone number')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** The language codes a member may read the app (and its e-mails) in. */
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export const languageField = z.enum(LANGUAGE_CODES, { error: 'Please choose one of the listed languages' });

/** setLanguage / PUT /api/users/me/language. */
export const LanguageInput = z.object({ language: languageField });
export type LanguageInput = z.infer<typeof LanguageInput>;

export const LoginInput = z.object({
  email,
  password,
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const AdminLoginInput = z.object({
  email: text().trim().min(1, AuthMessages.adminEmail),
  password: text().min(1, AuthMessages.adminPassword).max(PASSWORD_MAX, 'Password is too long'),
});
export type AdminLoginInput = z.infer<typeof AdminLoginInput>;

export const RegisterInput = z
  .object({
    fullName: fullNameField,
    username: text()
      .trim()
      .min(USERNAME_MIN, AuthMessages.username)
      .max(USERNAME_MAX, 'Username must be at most 30 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores'),
    email,
    phone: phoneField,
    password,
    /** Optional on the wire (spec §7 payload has no confirmPassword); checked whenever it is sent. */
    confirmPassword: text().optional(),
    /** The language chosen in the header while signing up; the member's e-mails are written in it (default en). */
    language: languageField.optional().nullable(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: AuthMessages.confirmPassword,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

/** The browser form always has the confirmation field. */
export const RegisterForm = RegisterInput.and(z.object({ confirmPassword: text() }));

export const ResendVerificationInput = z.object({ email });
export type ResendVerificationInput = z.infer<typeof ResendVerificationInput>;

export const VerifyEmailInput = z.object({
  token: text()
    .trim()
    .regex(/^[A-Za-z0-9_-]{22,128}$/, 'This verification link is invalid or has expired.'),
});
export type VerifyEmailInput = z.infer<typeof VerifyEmailInput>;

/** forgotPassword / POST /api/auth/forgot-password: the address a reset link is sent to, if it is a member's. */
export const ForgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

/** resetPassword / POST /api/auth/reset-password: the link's token and the new password, under the sign-up rules. */
export const ResetPasswordInput = z
  .object({
    token: text()
      .trim()
      .regex(/^[A-Za-z0-9_-]{22,128}$/, RESET_LINK_INVALID),
    password,
    /** Optional on the wire, as at sign-up; checked whenever it is sent. */
    confirmPassword: text().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: AuthMessages.confirmPassword,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** The browser's reset form: the new password and its confirmation (the token comes from the link). */
export const NewPasswordForm = z
  .object({ password, confirmPassword: text() })
  .refine((v) => v.confirmPassword === v.password, {
    message: AuthMessages.confirmPassword,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

/** Turns a zod error into `{ field: firstMessage }`, the shape both doors return. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (!(key in out))
      out[key] = isControlCharacterIssue(issue) ? controlCharacterMessage(key) : issue.message;
  }
  return out;
}
