/**
 * Every failure a user can cause has a code here. The gateway maps each code to a GraphQL error code and
 * an HTTP status in one exhaustive switch, so nothing a user does falls through to a 500.
 */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  AccountLocked: 'ACCOUNT_LOCKED',
  NotAdmin: 'NOT_ADMIN',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  EmailTaken: 'EMAIL_TAKEN',
  UsernameTaken: 'USERNAME_TAKEN',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  InvalidToken: 'INVALID_TOKEN',
  ProviderNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  BadOrigin: 'BAD_ORIGIN',
  MalformedRequest: 'MALFORMED_REQUEST',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The text a user sees for each code unless the thrower gives a more precise one. */
export const ErrorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Please check your information and try again.',
  INVALID_CREDENTIALS: 'Invalid email or password. Please check your credentials and try again.',
  EMAIL_NOT_VERIFIED:
    'Please verify your email address before signing in. Check your inbox for the verification link.',
  ACCOUNT_LOCKED: 'Your account has been locked. Please contact support.',
  NOT_ADMIN: 'Invalid admin credentials. Please try again.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have permission to do that.',
  NOT_FOUND: 'Not found.',
  EMAIL_TAKEN: 'An account with this email already exists',
  USERNAME_TAKEN: 'This username is already taken',
  TOO_MANY_ATTEMPTS: 'Too many login attempts. Please try again later.',
  INVALID_TOKEN: 'This verification link is invalid or has expired.',
  PROVIDER_NOT_CONFIGURED: 'This sign-in provider is not configured on this server.',
  BAD_ORIGIN: 'Cross-site request refused.',
  MALFORMED_REQUEST: 'The request could not be read.',
};

export interface DomainErrorOptions {
  message?: string;
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, options: DomainErrorOptions = {}) {
    super(options.message ?? ErrorMessages[code]);
    this.name = 'DomainError';
    this.code = code;
    if (options.fieldErrors) this.fieldErrors = options.fieldErrors;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
