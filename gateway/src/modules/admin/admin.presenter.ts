import type { AuditPage } from '@koalarent/core';
import type { Viewer } from '../../context.js';
import { toUserView } from '../accounts/user.type.js';
import type { AdminUserConnectionView, AuditConnectionView } from './admin.types.js';
import type { AdminUsersPage } from './queries/users.js';

export function toAdminUserConnection(page: AdminUsersPage, viewer: Viewer): AdminUserConnectionView {
  return {
    nodes: page.nodes.map((u) => toUserView(u, viewer)),
    totalCount: page.totalCount,
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
  };
}

/** The before/after values go out as JSON text: their shape differs with each action. */
export function toAuditConnection(page: AuditPage): AuditConnectionView {
  return {
    nodes: page.nodes.map((e) => ({
      id: e.id,
      actorId: e.actorId,
      actorName: e.actorName,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      before: e.before === null ? null : JSON.stringify(e.before),
      after: e.after === null ? null : JSON.stringify(e.after),
      createdAt: e.createdAt,
    })),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
  };
}
