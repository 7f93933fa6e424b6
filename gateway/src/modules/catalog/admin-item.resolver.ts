import { adminItems, DomainError, ErrorCode, itemById, reviewItem } from '@koalarent/core';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { toItemView } from './item.presenter.js';
import { ItemView } from './item.type.js';

@Resolver()
export class AdminItemResolver {
  @Authorized('admin')
  @Query(() => [ItemView], {
    description:
      'Admins: every item with its owner, newest first; optionally one status (pending | approved | rejected) and a search over title, description and category',
  })
  async adminItems(
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('limit', () => Int, { nullable: true, description: 'At most this many (default 500, at most 2000)' })
    limit: number | null,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView[]> {
    return (await adminItems(ctx.em, { status, search, limit })).map((r) => toItemView(r, ctx.viewer));
  }

  @Authorized('admin')
  @Mutation(() => ItemView, { description: 'Admins: approve or reject a listing, with an optional reason' })
  async reviewItem(
    @Arg('id', () => Int) id: number,
    @Arg('approvalStatus', () => String) approvalStatus: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView> {
    if (!ctx.viewer) throw new DomainError(ErrorCode.Unauthenticated);
    const itemId = await reviewItem(ctx.em, ctx.viewer, id, { approvalStatus, reason });
    // The decision's event is committed: publish it now rather than on the relay's next tick.
    ctx.deps.relay.kick();
    const record = await itemById(ctx.em, itemId);
    if (!record) throw new DomainError(ErrorCode.NotFound, { message: 'Item not found' });
    return toItemView(record, ctx.viewer);
  }
}
