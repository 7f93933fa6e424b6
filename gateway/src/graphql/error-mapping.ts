import { DomainError, ERROR_TABLE, type ErrorCode } from '@koalarent/core';

export { httpStatusForGraphqlCode } from '@koalarent/core';

export interface ErrorMapping {
  /** extensions.code in GraphQL responses */
  graphqlCode: string;
  httpStatus: number;
}

/** A domain code's GraphQL code and HTTP status, read from the one table in core's contracts. */
export function mapErrorCode(code: ErrorCode): ErrorMapping {
  const { graphqlCode, httpStatus } = ERROR_TABLE[code];
  return { graphqlCode, httpStatus };
}

/** The DomainError behind a GraphQL error, however deeply graphql-js or Apollo wrapped it. */
export function domainErrorOf(error: unknown): DomainError | null {
  let current: unknown = error;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof DomainError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}
