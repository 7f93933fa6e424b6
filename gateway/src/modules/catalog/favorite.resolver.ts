import { addFavorite, favoriteItems, favoriteStatus, removeFavorite } from '@koalarent/core';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { toItemView } from './item.presenter.js';
import { FavoriteStatusView, ItemView } from './item.type.js';

@Resolver()
export class FavoriteResolver {
  @Authorized()
  @Query(() => [ItemView], { description: "The signed-in member's favourites, newest first" })
  async favorites(@CurrentViewer() viewer: Viewer, @Ctx() ctx: GatewayContext): Promise<ItemView[]> {
    return (await favoriteItems(ctx.em, viewer)).map((r) => toItemView(r, ctx.viewer));
  }

  @Query(() => FavoriteStatusView, { description: 'false when signed out' })
  async favoriteStatus(
    @Arg('itemId', () => Int) itemId: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<FavoriteStatusView> {
    return { itemId, isFavorite: await favoriteStatus(ctx.em, ctx.viewer, itemId) };
  }

  @Authorized()
  @Mutation(() => FavoriteStatusView)
  async addFavorite(
    @Arg('itemId', () => Int) itemId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<FavoriteStatusView> {
    await addFavorite(ctx.em, viewer, itemId);
    return { itemId, isFavorite: true };
  }

  @Authorized()
  @Mutation(() => FavoriteStatusView)
  async removeFavorite(
    @Arg('itemId', () => Int) itemId: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<FavoriteStatusView> {
    await removeFavorite(ctx.em, viewer, itemId);
    return { itemId, isFavorite: false };
  }
}
