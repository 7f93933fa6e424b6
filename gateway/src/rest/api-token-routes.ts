/**
 * Issue 25 §3: personal access tokens over REST, for a signed-in session (a bearer request is refused 403 by the
 * resolvers: tokens cannot make tokens). Each row runs a GraphQL document against the same schema and context as
 * /graphql, like every row of the route table (which lists these with the others), so the shared zod contract's 400s
 * answer the same through both doors.
 */

import { MAX_ROW_ID } from '@koalarent/core';
import { graphql } from './graphql.js';
import { type RestRoute, restRoute } from './rest-route.js';

const TOKEN_FIELDS = 'id name scopes lastFour expiresAt lastUsedAt createdAt';

/** An id in a path: digits naming a possible row, else 0, which names nothing (the command's own 404). */
function pathId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const n = Number(value);
  return n <= MAX_ROW_ID ? n : 0;
}

/** Wrong JSON types pass as they are (strings, lists) or as null, so the shared schema's own messages answer. */
function createInput(body: Record<string, unknown>) {
  return {
    name: typeof body.name === 'string' ? body.name : '',
    scopes: Array.isArray(body.scopes) ? body.scopes.map((s) => (typeof s === 'string' ? s : '')) : [],
    expiresAt: typeof body.expiresAt === 'string' ? body.expiresAt : body.expiresAt == null ? null : '',
  };
}

export const API_TOKEN_ROUTES: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/api/tokens',
    document: graphql(`query MyApiTokens { myApiTokens { ${TOKEN_FIELDS} } }`),
    result: (d) => d.myApiTokens,
  }),
  restRoute({
    method: 'POST',
    path: '/api/tokens',
    // A member's tokens at their cap.
    errors: [409],
    document: graphql(
      `mutation CreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { ${TOKEN_FIELDS} token } }`,
    ),
    variables: ({ body }) => ({ input: createInput(body) }),
    // The secret is in this answer only (201, as a POST that creates).
    result: (d) => {
      const { id, token, name, scopes, lastFour, expiresAt, lastUsedAt, createdAt } = d.createApiToken;
      return { id, token, name, scopes, lastFour, expiresAt, lastUsedAt, createdAt };
    },
    successStatus: 201,
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/tokens/:id',
    document: graphql('mutation RevokeApiToken($id: Int!) { revokeApiToken(id: $id) }'),
    variables: ({ params }) => ({ id: pathId(params.id) }),
    result: (d) => ({ success: d.revokeApiToken }),
  }),
];
