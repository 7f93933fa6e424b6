/**
 * The one error table. Every failure a caller can cause has a code here with the GraphQL `extensions.code`, the
 * HTTP status and the message a user sees unless the thrower gives a more precise one. The gateway's GraphQL
 * formatter, its REST shims and the web app all read this table, so a code exists once and cannot be mapped
 * two ways. Browser-safe: plain data only.
 */
export const ERROR_TABLE = {
  VALIDATION_FAILED: {
    graphqlCode: 'BAD_USER_INPUT',
    httpStatus: 400,
    message: 'Please check your information and try again.',
  },
  MALFORMED_REQUEST: {
    graphqlCode: 'BAD_USER_INPUT',
    httpStatus: 400,
    message: 'The request could not be read.',
  },
  INVALID_TOKEN: {
    graphqlCode: 'BAD_USER_INPUT',
    httpStatus: 400,
    message: 'This verification link is invalid or has expired.',
  },
  ALREADY_VERIFIED: {
    graphqlCode: 'ALREADY_VERIFIED',
    httpStatus: 409,
    message: 'Your email address is already verified. Please sign in.',
  },
  PROVIDER_NOT_CONFIGURED: {
    graphqlCode: 'BAD_REQUEST',
    httpStatus: 400,
    message: 'This sign-in provider is not configured on this server.',
  },
  INVALID_CREDENTIALS: {
    graphqlCode: 'UNAUTHENTICATED',
    httpStatus: 401,
    message: 'Invalid email or password. Please check your credentials and try again.',
  },
  UNAUTHENTICATED: {
    graphqlCode: 'UNAUTHENTICATED',
    httpStatus: 401,
    message: 'Please sign in to continue.',
  },
  EMAIL_NOT_VERIFIED: {
    graphqlCode: 'EMAIL_NOT_VERIFIED',
    httpStatus: 403,
    message:
      'Please verify your email address before signing in. Check your inbox for the verification link.',
  },
  ACCOUNT_LOCKED: {
    graphqlCode: 'ACCOUNT_LOCKED',
    httpStatus: 403,
    message: 'Your account has been locked. Please contact support.',
  },
  NOT_ADMIN: {
    graphqlCode: 'FORBIDDEN',
    httpStatus: 403,
    message: 'Invalid admin credentials. Please try again.',
  },
  FORBIDDEN: {
    graphqlCode: 'FORBIDDEN',
    httpStatus: 403,
    message: 'You do not have permission to do that.',
  },
  BAD_ORIGIN: {
    graphqlCode: 'FORBIDDEN',
    httpStatus: 403,
    message: 'Cross-site request refused.',
  },
  NOT_FOUND: { graphqlCode: 'NOT_FOUND', httpStatus: 404, message: 'Not found.' },
  EMAIL_TAKEN: {
    graphqlCode: 'CONFLICT',
    httpStatus: 409,
    message: 'An account with this email already exists',
  },
  USERNAME_TAKEN: {
    graphqlCode: 'CONFLICT',
    httpStatus: 409,
    message: 'This username is already taken',
  },
  CONFLICT: {
    graphqlCode: 'CONFLICT',
    httpStatus: 409,
    message: 'This request conflicts with the current state. Please reload and try again.',
  },
  DATES_UNAVAILABLE: {
    graphqlCode: 'CONFLICT',
    httpStatus: 409,
    message: 'These dates are no longer available',
  },
  DATES_NOT_BOOKABLE: {
    graphqlCode: 'CONFLICT',
    httpStatus: 409,
    message: "These dates cannot be booked under this listing's availability rules",
  },
  PRICE_CHANGED: {
    graphqlCode: 'CONFLICT',
    httpStatus: 409,
    message: 'The price of this rental has changed. Please review the new total and try again.',
  },
  INVALID_TRANSITION: {
    graphqlCode: 'CONFLICT',
    httpStatus: 409,
    message: 'This booking cannot do that in its current state.',
  },
  IDEMPOTENCY_MISMATCH: {
    graphqlCode: 'UNPROCESSABLE',
    httpStatus: 422,
    message: 'This idempotency key was already used for a different request.',
  },
  PAYMENT_FAILED: {
    graphqlCode: 'PAYMENT_FAILED',
    httpStatus: 402,
    message: 'Your card was declined.',
  },
  TOO_MANY_ATTEMPTS: {
    graphqlCode: 'TOO_MANY_REQUESTS',
    httpStatus: 429,
    message: 'Too many login attempts. Please try again later.',
  },
  RATE_LIMITED: {
    graphqlCode: 'TOO_MANY_REQUESTS',
    httpStatus: 429,
    message: 'Too many requests. Please slow down and try again shortly.',
  },
  STILL_PROCESSING: {
    graphqlCode: 'STILL_PROCESSING',
    httpStatus: 202,
    message: 'Your request is still being processed. Check again in a moment.',
  },
  SERVICE_UNAVAILABLE: {
    graphqlCode: 'SERVICE_UNAVAILABLE',
    httpStatus: 503,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
} as const satisfies Record<string, { graphqlCode: string; httpStatus: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/** Named constants for the codes, so producers write `ErrorCode.NotFound` and a typo fails to compile. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  MalformedRequest: 'MALFORMED_REQUEST',
  InvalidToken: 'INVALID_TOKEN',
  AlreadyVerified: 'ALREADY_VERIFIED',
  ProviderNotConfigured: 'PROVIDER_NOT_CONFIGURED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  Unauthenticated: 'UNAUTHENTICATED',
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  AccountLocked: 'ACCOUNT_LOCKED',
  NotAdmin: 'NOT_ADMIN',
  Forbidden: 'FORBIDDEN',
  BadOrigin: 'BAD_ORIGIN',
  NotFound: 'NOT_FOUND',
  EmailTaken: 'EMAIL_TAKEN',
  UsernameTaken: 'USERNAME_TAKEN',
  Conflict: 'CONFLICT',
  DatesUnavailable: 'DATES_UNAVAILABLE',
  DatesNotBookable: 'DATES_NOT_BOOKABLE',
  PriceChanged: 'PRICE_CHANGED',
  InvalidTransition: 'INVALID_TRANSITION',
  IdempotencyMismatch: 'IDEMPOTENCY_MISMATCH',
  PaymentFailed: 'PAYMENT_FAILED',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  RateLimited: 'RATE_LIMITED',
  StillProcessing: 'STILL_PROCESSING',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<string, ErrorCode>;

/** The `extensions.code` values GraphQL answers carry: the table's, plus graphql-js/Apollo's own and the masked one. */
export type GraphqlErrorCode =
  | (typeof ERROR_TABLE)[ErrorCode]['graphqlCode']
  | keyof typeof DOCUMENT_ERROR_STATUS
  | 'INTERNAL_SERVER_ERROR';

/** Codes graphql-js and Apollo give errors in the document or its variables: all the client's fault. */
export const DOCUMENT_ERROR_STATUS = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
} as const;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TABLE, value);
}

/** The HTTP status of a GraphQL error code; anything unknown (including a masked error) is a 500. */
export function httpStatusForGraphqlCode(code: string | undefined): number {
  if (!code) return 500;
  if (Object.hasOwn(DOCUMENT_ERROR_STATUS, code))
    return DOCUMENT_ERROR_STATUS[code as keyof typeof DOCUMENT_ERROR_STATUS];
  for (const entry of Object.values(ERROR_TABLE)) if (entry.graphqlCode === code) return entry.httpStatus;
  return 500;
}

export interface DomainErrorOptions {
  message?: string;
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
  /**
   * The idempotency key a retry must repeat: set on a command's 503 or 202, whose effect may still happen (the
   * request reached the queue before the outage), so a retry under a new key could act twice.
   */
  idempotencyKey?: string;
}

/** A failure the caller caused, with its code from the table; never logged as a server fault. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly idempotencyKey?: string;

  constructor(code: ErrorCode, options: DomainErrorOptions = {}) {
    super(options.message ?? ERROR_TABLE[code].message);
    this.name = 'DomainError';
    this.code = code;
    if (options.fieldErrors) this.fieldErrors = options.fieldErrors;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.idempotencyKey !== undefined) this.idempotencyKey = options.idempotencyKey;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
