import type { ApolloServerPlugin } from '@apollo/server';
import { ApiTokenMessages, DomainError, ErrorCode } from '@koalarent/core';
import { type DocumentNode, type GraphQLSchema, getOperationAST, Kind } from 'graphql';
import type { GatewayContext } from '../context.js';
import {
  assertOperationScope,
  type RateLimitState,
  rateLimitHeaders,
  refusalAsGraphqlError,
  spendTokenCost,
} from '../session/bearer.js';
import { documentCost } from './limits.js';

/** The root fields that manage tokens, which only a signed-in session may use. */
const TOKEN_MANAGEMENT_FIELDS = new Set(['myApiTokens', 'createApiToken', 'revokeApiToken']);

/**
 * An API token's check of one validated GraphQL operation (issue 25 §3), on HTTP (Apollo) and graphql-ws alike:
 * its scope allows the operation's type (a `read` token runs no mutation), and its cost (graphql-armor's, the limit
 * rule's count) is spent from the token's hourly budget. Answers the budget's state; a session's or an anonymous
 * request's operation passes untouched (null).
 */
export async function gateTokenOperation(
  context: GatewayContext,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): Promise<RateLimitState | null> {
  const token = context.token;
  if (!token) return null;
  const operation = getOperationAST(document, operationName ?? undefined);
  assertOperationScope(token, operation?.operation);
  // Tokens cannot manage tokens: refused as a whole (403), before anything runs (the resolvers refuse it too).
  if (
    operation?.selectionSet.selections.some(
      (s) => s.kind === Kind.FIELD && TOKEN_MANAGEMENT_FIELDS.has(s.name.value),
    )
  )
    throw new DomainError(ErrorCode.Forbidden, { message: ApiTokenMessages.tokensCannotManageTokens });
  return spendTokenCost(context.deps, token, documentCost(schema, document));
}

/**
 * The gate on Apollo, before execution (the fast lane sends every bearer request through Apollo): the budget's
 * X-RateLimit-* headers on the answer, a refusal as its status (403, 429 with Retry-After).
 */
export const tokenGatePlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, document, operationName, schema, response }) {
        if (!contextValue.token) return;
        try {
          const state = await gateTokenOperation(contextValue, schema, document, operationName);
          if (state)
            for (const [name, value] of Object.entries(rateLimitHeaders(state)))
              response.http.headers.set(name, value);
        } catch (error) {
          if (error instanceof DomainError) throw refusalAsGraphqlError(error);
          throw error;
        }
      },
    };
  },
};
