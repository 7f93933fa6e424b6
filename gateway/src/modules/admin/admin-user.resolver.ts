import { adminUpdateUser, DomainError, ErrorCode } from '@koalarent/core';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { toUserView, UserView } from '../accounts/user.type.js';
import { toAdminUserConnection } from './admin.presenter.js';
import { AdminUserConnectionView, AdminUserUpdateInputGql } from './admin.types.js';
import { adminMailer } from './admin-mailer.js';
import { adminSendEmail } from './commands/send-email.js';
import { adminUsers } from './queries/users.js';

function admin(ctx: GatewayContext): Viewer {
  if (!ctx.viewer) throw new DomainError(ErrorCode.Unauthenticated);
  return ctx.viewer;
}

/** The dashboard's Users tab. */
@Resolver()
export class AdminUserResolver {
  @Authorized('admin')
  @Query(() => AdminUserConnectionView, {
    description:
      'Admins: members newest first, optionally those whose username, full name or e-mail contains `search`',
  })
  async adminUsers(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('first', () => Int, { defaultValue: 50, description: '1 to 200' }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: GatewayContext,
  ): Promise<AdminUserConnectionView> {
    return toAdminUserConnection(await adminUsers(ctx.em, { search, first, after }), admin(ctx));
  }

  @Authorized('admin')
  @Mutation(() => UserView, {
    description:
      "Admins: edit a member. FORBIDDEN 'You cannot lock your own account' / 'You cannot remove your own admin role' / 'The last admin cannot be demoted'; a lock, an unverify or a role change ends the member's sessions and open sockets at once",
  })
  async adminUpdateUser(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AdminUserUpdateInputGql) input: AdminUserUpdateInputGql,
    @Ctx() ctx: GatewayContext,
  ): Promise<UserView> {
    const viewer = admin(ctx);
    const { user } = await adminUpdateUser(ctx.em, ctx.deps.sessions, viewer, id, { ...input });
    return toUserView(user, viewer);
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: 'Admins: e-mail a member (plain text)' })
  async adminSendEmail(
    @Arg('userId', () => Int) userId: number,
    @Arg('subject', () => String) subject: string,
    @Arg('body', () => String) body: string,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    const viewer = admin(ctx);
    await adminSendEmail(ctx.em, adminMailer(ctx.deps), ctx.deps.logger, viewer, userId, { subject, body });
    return true;
  }
}
