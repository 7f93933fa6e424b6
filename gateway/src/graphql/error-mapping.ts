import { DomainError, ErrorCode } from '@koalarent/core';

export interface ErrorMapping {
  /** extensions.code in GraphQL responses */
  graphqlCode: string;
  httpStatus: number;
}

function assertNever(value: never): never {
  throw new Error(`Unmapped error code: ${String(value)}`);
}

/** The one exhaustive map from domain error codes to GraphQL codes and HTTP statuses. */
export function mapErrorCode(code: ErrorCode): ErrorMapping {
  switch (code) {
    case ErrorCode.ValidationFailed:
    case ErrorCode.InvalidToken:
    case ErrorCode.MalformedRequest:
      return { graphqlCode: 'BAD_USER_INPUT', httpStatus: 400 };
    case ErrorCode.ProviderNotConfigured:
      return { graphqlCode: 'BAD_REQUEST', httpStatus: 400 };
    case ErrorCode.InvalidCredentials:
    case ErrorCode.Unauthenticated:
      return { graphqlCode: 'UNAUTHENTICATED', httpStatus: 401 };
    case ErrorCode.EmailNotVerified:
      return { graphqlCode: 'EMAIL_NOT_VERIFIED', httpStatus: 403 };
    case ErrorCode.AccountLocked:
      return { graphqlCode: 'ACCOUNT_LOCKED', httpStatus: 403 };
    case ErrorCode.NotAdmin:
    case ErrorCode.Forbidden:
    case ErrorCode.BadOrigin:
      return { graphqlCode: 'FORBIDDEN', httpStatus: 403 };
    case ErrorCode.NotFound:
      return { graphqlCode: 'NOT_FOUND', httpStatus: 404 };
    case ErrorCode.EmailTaken:
    case ErrorCode.UsernameTaken:
      return { graphqlCode: 'CONFLICT', httpStatus: 409 };
    case ErrorCode.TooManyAttempts:
      return { graphqlCode: 'TOO_MANY_REQUESTS', httpStatus: 429 };
    default:
      return assertNever(code);
  }
}

/** GraphQL codes produced by graphql-js/Apollo themselves (bad documents and variables): all client errors. */
const CLIENT_GRAPHQL_CODES: Record<string, number> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
};

export function httpStatusForGraphqlCode(code: string | undefined): number {
  if (!code) return 500;
  if (code in CLIENT_GRAPHQL_CODES) return CLIENT_GRAPHQL_CODES[code]!;
  const mapped: Record<string, number> = {
    UNAUTHENTICATED: 401,
    EMAIL_NOT_VERIFIED: 403,
    ACCOUNT_LOCKED: 403,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    CONFLICT: 409,
    TOO_MANY_REQUESTS: 429,
  };
  return mapped[code] ?? 500;
}

export function domainErrorOf(error: unknown): DomainError | null {
  let current: unknown = error;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof DomainError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}
