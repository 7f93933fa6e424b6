import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { type GraphqlErrorCode, isErrorCode, type ErrorCode as ReasonCode } from '@koalarent/core/contracts';
import { translateServerMessage } from '../i18n/server-messages';

/** `extensions.code` values the server uses: read from the one error table in core's contracts. */
type ErrorCode = GraphqlErrorCode;

export interface AppError {
  /** The server's human message; null when the request never got a GraphQL answer. */
  message: string | null;
  code: ErrorCode | string | null;
  /** The precise domain code (`extensions.reason`, e.g. ALREADY_VERIFIED) when the server sent one. */
  reason: ReasonCode | null;
  fieldErrors: Record<string, string>;
  retryAfter: number | null;
  requestId: string | null;
  /** True when the server could not be reached or answered something that is not GraphQL. */
  network: boolean;
}

interface FormattedError {
  message?: unknown;
  extensions?: Record<string, unknown> | undefined;
}

function fromGraphQLErrors(errors: readonly FormattedError[]): AppError {
  const first = errors[0];
  const extensions = first?.extensions ?? {};
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) {
    const fe = error.extensions?.fieldErrors;
    if (fe && typeof fe === 'object') {
      for (const [field, message] of Object.entries(fe as Record<string, unknown>)) {
        if (typeof message === 'string' && !(field in fieldErrors))
          fieldErrors[field] = translateServerMessage(message);
      }
    }
  }
  return {
    // The server writes English; every screen shows the message in the language on screen.
    message:
      typeof first?.message === 'string' && first.message ? translateServerMessage(first.message) : null,
    code: typeof extensions.code === 'string' ? extensions.code : null,
    reason: isErrorCode(extensions.reason) ? extensions.reason : null,
    fieldErrors,
    retryAfter: typeof extensions.retryAfter === 'number' ? extensions.retryAfter : null,
    requestId: typeof extensions.requestId === 'string' ? extensions.requestId : null,
    network: false,
  };
}

/** The `errors` array of a GraphQL response body, if the text is one. */
export function graphQLErrorsInBody(bodyText: string): FormattedError[] | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown };
    return Array.isArray(body.errors) && body.errors.length > 0 ? (body.errors as FormattedError[]) : null;
  } catch {
    return null;
  }
}

/**
 * Normalises whatever an Apollo operation threw: GraphQL errors (also when sent with a non-2xx
 * status) keep the server's message and code; anything else is a network failure.
 */
export function toAppError(error: unknown): AppError {
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLErrors(error.errors);
  if (ServerError.is(error)) {
    const errors = graphQLErrorsInBody(error.bodyText);
    if (errors) return fromGraphQLErrors(errors);
  }
  return appError({ network: true });
}

/** An AppError with nothing known but what is given. */
export function appError(fields: Partial<AppError>): AppError {
  return {
    message: null,
    code: null,
    reason: null,
    fieldErrors: {},
    retryAfter: null,
    requestId: null,
    network: false,
    ...fields,
  };
}
