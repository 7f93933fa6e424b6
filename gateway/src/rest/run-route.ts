import { ErrorCode } from '@koalarent/core';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { GatewayDeps } from '../deps.js';
import { httpStatusForGraphqlCode } from '../graphql/error-mapping.js';
import { formatGraphqlError } from '../graphql/format-error.js';
import { isPromiseLike, type JitExecutor } from '../graphql/jit-executor.js';
import { checkDocument } from '../graphql/limits.js';
import type { RestRoute } from './route-table.js';

export interface ErrorBody {
  message: string;
  code: string;
  requestId: string;
  fieldErrors?: Record<string, string>;
}

/** A REST route with its document parsed and validated once, at start. */
export interface CompiledRestRoute {
  route: RestRoute;
  document: DocumentNode;
}

/** What a REST call answers, whichever HTTP server writes it. */
export interface RestAnswer {
  status: number;
  body: unknown;
  retryAfter?: number;
}

export interface RestInput {
  body: Record<string, unknown>;
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/** Checks every route document with the same parse limits and rules as the other doors, so none asks for more than a client could. */
export function compileRestRoutes(
  schema: GraphQLSchema,
  routes: RestRoute[],
  options: { introspection: boolean },
): CompiledRestRoute[] {
  return routes.map((route) => {
    const { document, errors } = checkDocument(schema, route.document, options);
    if (errors)
      throw new Error(`REST route ${route.method} ${route.path}: ${errors.map((p) => p.message).join('; ')}`);
    return { route, document };
  });
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
  const variables = compiled.route.variables?.(input) ?? {};
  const result = jit.run(compiled.route.document, compiled.document, undefined, context, variables);
  // Answered synchronously when every resolver was: the hot GET routes need no promise.
  return isPromiseLike(result)
    ? Promise.resolve(result).then((settled) => restAnswerOf(deps, compiled.route, context, settled))
    : restAnswerOf(deps, compiled.route, context, result);
}

function restAnswerOf(
  deps: GatewayDeps,
  route: RestRoute,
  context: GatewayContext,
  result: ExecutionResult,
): RestAnswer {
  const first = result.errors?.[0];
  if (first) {
    const formatted = formatGraphqlError(first.toJSON(), first, context.requestId, deps.logger);
    const ext = formatted.extensions ?? {};
    const body: ErrorBody = {
      message: formatted.message,
      code: String(ext.reason ?? ext.code ?? 'INTERNAL_SERVER_ERROR'),
      requestId: context.requestId,
      ...(ext.fieldErrors ? { fieldErrors: ext.fieldErrors as Record<string, string> } : {}),
    };
    return {
      status: httpStatusForGraphqlCode(typeof ext.code === 'string' ? ext.code : undefined),
      body,
      ...(typeof ext.retryAfter === 'number' ? { retryAfter: ext.retryAfter } : {}),
    };
  }
  const body = route.result((result.data ?? {}) as Record<string, unknown>);
  if ((body === null || body === undefined) && route.nullStatus) {
    const error: ErrorBody = {
      message: 'Not authenticated',
      code: ErrorCode.Unauthenticated,
      requestId: context.requestId,
    };
    return { status: route.nullStatus, body: error };
  }
  return { status: 200, body: body ?? null };
}
