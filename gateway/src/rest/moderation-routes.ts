/**
 * Issue 26 §3–4: reports, blocks and the admins' Reports queue over REST. Each row runs a GraphQL document against
 * the same schema and context as /graphql, like every row of the route table (which lists these with the others),
 * so the shared zod contract's 400s answer the same through both doors.
 */

import { bodyId, MAX_ROW_ID, parseField } from '@koalarent/core';
import { graphql } from './graphql.js';
import { type RestRoute, restRoute } from './rest-route.js';

const REPORT_FIELDS = 'id targetType targetId reason note status action resolvedAt createdAt';
const ADMIN_REPORT_FIELDS = `${REPORT_FIELDS} reporterId reporterName targetUserId targetUserName targetUserLocked itemTitle itemApprovalStatus messages { id senderId content createdAt }`;
const BLOCK_FIELDS = 'userId username fullName profileImage blockedAt';

/** An id in a path: digits naming a possible row, else 0, which names nothing (the command's own 404). */
function pathId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const n = Number(value);
  return n <= MAX_ROW_ID ? n : 0;
}

/** A string passes as it is; anything else as '' so the shared schema's own message answers. */
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A whole-number id in the body (a number or digits), else 0, which the shared schema refuses with its message. */
const id = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID ? value : 0;

export const MODERATION_ROUTES: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/api/reports',
    document: graphql(
      `mutation CreateReport($input: CreateReportInput!) { createReport(input: $input) { ${REPORT_FIELDS} } }`,
    ),
    variables: ({ body }) => ({
      input: {
        targetType: str(body.targetType),
        targetId: id(body.targetId),
        reason: str(body.reason),
        note: body.note === undefined || body.note === null ? null : str(body.note),
      },
    }),
    result: (d) => d.createReport,
    successStatus: 201,
    errors: [404, 409],
  }),
  restRoute({
    method: 'GET',
    path: '/api/admin/reports',
    document: graphql(
      `query AdminReports($status: String, $limit: Int) { adminReports(status: $status, limit: $limit) { ${ADMIN_REPORT_FIELDS} } }`,
    ),
    variables: ({ query }) => ({
      status: query.status === 'all' ? null : typeof query.status === 'string' ? query.status : 'open',
      limit: query.limit === undefined ? 50 : id(Number(query.limit)) || 50,
    }),
    result: (d) => d.adminReports,
  }),
  restRoute({
    method: 'PUT',
    path: '/api/admin/reports/:id',
    document: graphql(
      `mutation ResolveReport($id: Int!, $action: String!) { resolveReport(id: $id, action: $action) { ${REPORT_FIELDS} } }`,
    ),
    variables: ({ params, body }) => ({ id: pathId(params.id), action: str(body.action) }),
    result: (d) => d.resolveReport,
    errors: [409],
  }),
  restRoute({
    method: 'GET',
    path: '/api/blocks',
    document: graphql(`query MyBlocks { myBlocks { ${BLOCK_FIELDS} } }`),
    result: (d) => d.myBlocks,
  }),
  restRoute({
    method: 'POST',
    path: '/api/blocks',
    document: graphql('mutation BlockUser($userId: Int!) { blockUser(userId: $userId) }'),
    variables: ({ body }) => ({ userId: parseField(bodyId('userId'), 'userId', body.userId) }),
    result: (d) => ({ userId: d.blockUser, blocked: true }),
    successStatus: 201,
    errors: [404],
  }),
  restRoute({
    method: 'DELETE',
    path: '/api/blocks/:userId',
    document: graphql('mutation UnblockUser($userId: Int!) { unblockUser(userId: $userId) }'),
    variables: ({ params }) => ({ userId: pathId(params.userId) }),
    result: (d) => ({ userId: d.unblockUser, blocked: false }),
  }),
];
