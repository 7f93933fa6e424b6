import { auditLog, type ItemRecord } from '@koalarent/core';
import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { assertRole } from '../accounts/auth.guards.js';
import { toItemView } from '../catalog/item.presenter.js';
import { ItemView } from '../catalog/item.type.js';
import { toAuditConnection } from './admin.presenter.js';
import { AdminOverviewView, AuditConnectionView } from './admin.types.js';
import { adminFeed } from './admin-feed.js';
import { type AdminOverview, adminOverview } from './queries/overview.js';

/** The dashboard's Overview, its live feeds, and the audit trail (which has no mutation: it cannot be edited). */
@Resolver()
export class AdminResolver {
  @Authorized('admin')
  @Query(() => AdminOverviewView, { description: "Admins: the Overview cards' numbers" })
  adminOverview(@Ctx() ctx: GatewayContext): Promise<AdminOverview> {
    return adminOverview(ctx.em);
  }

  @Authorized('admin')
  @Query(() => AuditConnectionView, { description: 'Admins: every admin action, newest first' })
  async auditLog(
    @Arg('first', () => Int, { defaultValue: 50, description: '1 to 200' }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: GatewayContext,
  ): Promise<AuditConnectionView> {
    return toAuditConnection(await auditLog(ctx.em, { first, after }));
  }

  @Authorized('admin')
  @Subscription(() => AdminOverviewView, {
    description:
      "Admins only: the Overview's numbers at once, then again whenever one changes (at most once a second)",
    subscribe: ({ context }: { context: GatewayContext }) => {
      // Permission is decided when the feed is chosen, never by anything the client sends.
      assertRole(context, 'admin');
      return adminFeed(context.deps).subscribeOverview();
    },
  })
  adminOverviewChanged(@Root() overview: AdminOverview): AdminOverview {
    return overview;
  }

  @Authorized('admin')
  @Subscription(() => ItemView, {
    description: 'Admins only: each listing as it goes to pending approval (new, or edited back to pending)',
    subscribe: ({ context }: { context: GatewayContext }) => {
      assertRole(context, 'admin');
      return adminFeed(context.deps).subscribeSubmitted();
    },
  })
  itemSubmitted(@Root() item: ItemRecord, @Ctx() ctx: GatewayContext): ItemView {
    return toItemView(item, ctx.viewer);
  }
}
