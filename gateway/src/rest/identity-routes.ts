/**
 * Issue 26 §1 and §4: identity checks and the admins' Identity queue over REST. Each row runs a GraphQL document
 * against the same schema and context as /graphql, like every row of the route table (which lists these with the
 * others), so the shared zod contract's 400s answer the same through both doors. The photos themselves are private
 * uploads (`POST /api/uploads?private=true`); the queue names them by five-minute signed links only.
 */

import { MAX_ROW_ID } from '@koalarent/core';
import { graphql } from './graphql.js';
import { type RestRoute, restRoute } from './rest-route.js';

const CHECK_FIELDS = 'id status reason decidedAt createdAt';
const ADMIN_CHECK_FIELDS = `${CHECK_FIELDS} userId username fullName documentUrls selfieUrl decidedById`;

/** An id in a path: digits naming a possible row, else 0, which names nothing (the command's own 404). */
function pathId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const n = Number(value);
  return n <= MAX_ROW_ID ? n : 0;
}

/** A string passes as it is; anything else as '' so the shared schema's own message answers. */
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const IDENTITY_CHECK_ROUTES: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/api/identity-checks',
    document: graphql(
      `mutation SubmitIdentityCheck($input: SubmitIdentityCheckInput!) { submitIdentityCheck(input: $input) { ${CHECK_FIELDS} } }`,
    ),
    variables: ({ body }) => ({
      input: {
        documentUploadIds: Array.isArray(body.documentUploadIds) ? body.documentUploadIds.map(str) : [],
        selfieUploadId: str(body.selfieUploadId),
      },
    }),
    result: (d) => d.submitIdentityCheck,
    successStatus: 201,
    errors: [409],
  }),
  restRoute({
    method: 'GET',
    path: '/api/identity-checks/me',
    document: graphql('query MyIdentityCheck { myIdentityCheck { status reason } }'),
    result: (d) => d.myIdentityCheck,
  }),
  restRoute({
    method: 'GET',
    path: '/api/admin/identity-checks',
    document: graphql(
      `query AdminIdentityChecks($status: String, $limit: Int) { adminIdentityChecks(status: $status, limit: $limit) { ${ADMIN_CHECK_FIELDS} } }`,
    ),
    variables: ({ query }) => ({
      status: query.status === 'all' ? null : typeof query.status === 'string' ? query.status : 'submitted',
      limit: typeof query.limit === 'string' && /^\d{1,3}$/.test(query.limit) ? Number(query.limit) : 50,
    }),
    result: (d) => d.adminIdentityChecks,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/admin/identity-checks/:id',
    document: graphql(
      `mutation DecideIdentityCheck($id: Int!, $decision: String!, $reason: String) { decideIdentityCheck(id: $id, decision: $decision, reason: $reason) { ${CHECK_FIELDS} } }`,
    ),
    variables: ({ params, body }) => ({
      id: pathId(params.id),
      decision: str(body.decision),
      reason: body.reason === undefined || body.reason === null ? null : str(body.reason),
    }),
    result: (d) => d.decideIdentityCheck,
    errors: [409],
  }),
];
