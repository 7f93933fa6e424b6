import { DomainError, ERROR_TABLE, ErrorCode } from '@koalarent/core';
import { type DocumentNode, type ExecutionResult, type GraphQLSchema, print } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import { domainErrorOf, httpStatusForGraphqlCode } from '../graphql/error-mapping.js';
import { formatGraphqlError } from '../graphql/format-error.js';
import { isPromiseLike, type JitExecutor } from '../graphql/jit-executor.js';
import { checkDocument } from '../graphql/limits.js';
import type { RestRoute } from './rest-route.js';

export interface ErrorBody {
  message: string;
  code: string;
  requestId: string;
  fieldErrors?: Record<string, string>;
  /** On a command's 503 or 202: the key to retry with (also the Idempotency-Key response header). */
  idempotencyKey?: string;
}

/** A REST route with its document parsed and validated once, at start. */
export interface CompiledRestRoute {
  route: RestRoute;
  /** The document's text, graphql-jit's key for its compiled query. */
  source: string;
  document: DocumentNode;
  /** The route's alternative document (see RestRoute.alternative), compiled too. */
  alternative?: { when: (input: RestInput) => boolean; compiled: CompiledRestRoute };
}

/** What a REST call answers, whichever HTTP server writes it. */
export interface RestAnswer {
  status: number;
  body: unknown;
  retryAfter?: number;
  /** Extra response headers (X-Next-Cursor, say). */
  headers?: Record<string, string>;
}

export interface RestInput {
  body: Record<string, unknown>;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Request headers (lower-case names), for the few routes that read one (POST /api/bookings' Idempotency-Key). */
  headers?: Record<string, string | string[] | undefined>;
}

/** Checks every route document with the same parse limits and rules as the other doors, so none asks for more than a client could. */
export function compileRestRoutes(
  schema: GraphQLSchema,
  routes: RestRoute[],
  options: { introspection: boolean },
): CompiledRestRoute[] {
  const compile = (route: RestRoute): CompiledRestRoute => {
    // The table's documents come parsed by gql.tada's graphql(), which checks nothing: their text goes through the
    // same parse limits and validation as a client's document, and the document graphql-js parses is the one run.
    const source = print(route.document);
    const { document, errors } = checkDocument(schema, source, options);
    if (errors)
      throw new Error(`REST route ${route.method} ${route.path}: ${errors.map((p) => p.message).join('; ')}`);
    const alternative = route.alternative;
    return {
      route,
      source,
      document,
      ...(alternative
        ? {
            alternative: {
              when: alternative.when,
              compiled: compile({ ...alternative.route, method: route.method, path: route.path }),
            },
          }
        : {}),
    };
  };
  return routes.map(compile);
}

/**
 * Runs a REST route's GraphQL document against the same schema and context as the GraphQL door, and turns the
 * result into the REST answer: the route's body, or the first error with its status from the one error table.
 */
export function answerRestRoute(
  deps: GatewayDeps,
  jit: JitExecutor,
  compiled: CompiledRestRoute,
  context: GatewayContext,
  input: RestInput,
): RestAnswer | Promise<RestAnswer> {
  const chosen = compiled.alternative?.when(input) ? compiled.alternative.compiled : compiled;
  let variables: Record<string, unknown>;
  try {
    variables = chosen.route.variables?.(input) ?? {};
  } catch (error) {
    // A value the route could not read (a query parameter that is no number, say): the caller's 400.
    if (error instanceof DomainError) return domainAnswer(error, context.requestId);
    throw error;
  }
  const result = jit.run(chosen.source, chosen.document, undefined, context, variables);
  // Answered synchronously when every resolver was: the hot GET routes need no promise.
  return isPromiseLike(result)
    ? Promise.resolve(result).then((settled) => restAnswerOf(deps, chosen.route, context, settled))
    : restAnswerOf(deps, chosen.route, context, result);
}

/** A refusal's answer: its status from the one error table, and the body every REST error has. */
export function domainAnswer(error: DomainError, requestId: string): RestAnswer {
  const body: ErrorBody = {
    message: error.message,
    code: error.code,
    requestId,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
  };
  return { status: ERROR_TABLE[error.code].httpStatus, body };
}

function restAnswerOf(
  deps: GatewayDeps,
  route: RestRoute,
  context: GatewayContext,
  result: ExecutionResult,
): RestAnswer {
  const first = result.errors?.[0];
  if (first && result.data === undefined && first.path === undefined) {
    // A refusal of the request as a whole that still has a domain error (a control character, say) keeps its
    // field errors.
    const refusal = domainErrorOf(first);
    if (refusal) return domainAnswer(refusal, context.requestId);
    // Refused before execution (variables that do not coerce): graphql-js' executor, which runs mutations,
    // leaves such errors without a code; they are the caller's fault, as under Apollo. A custom scalar that
    // refuses a value (DateTimeISO) sets originalError too, so only the missing path tells them from a
    // resolver's failure.
    const body: ErrorBody = { message: first.message, code: 'BAD_USER_INPUT', requestId: context.requestId };
    return { status: 400, body };
  }
  if (first) {
    const formatted = formatGraphqlError(first.toJSON(), first, context.requestId, deps.logger);
    const ext = formatted.extensions ?? {};
    const idempotencyKey = typeof ext.idempotencyKey === 'string' ? ext.idempotencyKey : undefined;
    const body: ErrorBody = {
      message: formatted.message,
      code: String(ext.reason ?? ext.code ?? 'INTERNAL_SERVER_ERROR'),
      requestId: context.requestId,
      ...(ext.fieldErrors ? { fieldErrors: ext.fieldErrors as Record<string, string> } : {}),
      ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
    };
    return {
      status: httpStatusForGraphqlCode(typeof ext.code === 'string' ? ext.code : undefined),
      body,
      ...(typeof ext.retryAfter === 'number' ? { retryAfter: ext.retryAfter } : {}),
      // The header a client replays as it came: the same key makes the retry return the first request's answer.
      ...(idempotencyKey !== undefined ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
    };
  }
  const body = route.result(result.data ?? {});
  if ((body === null || body === undefined) && route.nullStatus) {
    const error: ErrorBody = {
      message: route.nullError?.message ?? 'Not authenticated',
      code: route.nullError?.code ?? ErrorCode.Unauthenticated,
      requestId: context.requestId,
    };
    return { status: route.nullStatus, body: error };
  }
  const headers = route.headers?.(result.data ?? {});
  return { status: route.successStatus ?? 200, body: body ?? null, ...(headers ? { headers } : {}) };
}
