import { notFreeForRangeSql } from '@koalarent/bookings/client';
import {
  createItem,
  DomainError,
  deleteItem,
  ErrorCode,
  featuredItems,
  itemById,
  LIST_LIMITS,
  listLimit,
  parseField,
  recentItems,
  recommendedItems,
  searchItems,
  setItemAvailability,
  similarItems,
  updateItem,
  userItems,
  visibleItem,
} from '@koalarent/core';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GatewayContext, Viewer } from '../../context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import { UserView } from '../accounts/user.type.js';
import { catalogLoaders } from './catalog.loaders.js';
import { catalogCaches } from './catalog-caches.js';
import { ItemFilterGql, ItemInputGql } from './item.inputs.js';
import { toItemView } from './item.presenter.js';
import { ItemConnectionView, ItemView } from './item.type.js';

/** The largest page a list answers; a client asking for more gets a clear 400, not a slow answer. */
const MAX_PAGE = LIST_LIMITS.items.max;

function viewer(ctx: GatewayContext) {
  return ctx.viewer;
}

/** An item just written, read back as every other read sees it (with its category name). */
async function present(ctx: GatewayContext, id: number): Promise<ItemView> {
  const record = await itemById(ctx.em, id);
  if (!record) throw new DomainError(ErrorCode.NotFound, { message: 'Item not found' });
  return toItemView(record, ctx.viewer);
}

/** GraphQL's input object as the plain body the shared schemas read (type-graphql hands over class instances). */
function plain<T extends object>(input: T | null | undefined): Record<string, unknown> {
  return input ? ({ ...input } as Record<string, unknown>) : {};
}

/** An item body: GraphQL's null for the optional availability or instantBook means "not given", as an absent key does. */
function itemBody(input: ItemInputGql): Record<string, unknown> {
  const body = plain(input);
  if (body.availability === null) delete body.availability;
  if (body.instantBook === null) delete body.instantBook;
  return body;
}

@Resolver(() => ItemView)
export class ItemResolver {
  @Query(() => ItemConnectionView, { description: 'Items visible to the viewer, filtered, sorted and paged' })
  async items(
    @Arg('filter', () => ItemFilterGql, { nullable: true }) filter: ItemFilterGql | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemConnectionView> {
    if (first < 1 || first > MAX_PAGE) {
      const message = `first must be between 1 and ${MAX_PAGE}`;
      throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { first: message } });
    }
    const page = await searchItems(ctx.em, plain(filter), {
      viewer: viewer(ctx),
      first,
      after: after || null,
      // Dates (issue 23 §4): "a unit free for the range" is the bookings service's rule.
      availability: { notFree: notFreeForRangeSql },
      // An anonymous visitor's page is everyone's: kept a few seconds, dropped when the catalogue changes.
      ...(ctx.viewer === null ? { cache: catalogCaches(ctx.deps).pages } : {}),
    });
    // The search statement answers the page's items themselves, in order: no second read.
    const edges = page.rows.map((row) => ({
      cursor: row.cursor,
      node: toItemView(row.item, ctx.viewer, row.distanceKm),
    }));
    return {
      edges,
      nodes: edges.map((e) => e.node),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
      totalIsExact: page.totalIsExact,
    };
  }

  @Query(() => [ItemView], { description: 'Newest public items' })
  async recentItems(
    @Arg('limit', () => Int, { defaultValue: LIST_LIMITS.recentItems.fallback }) limit: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView[]> {
    // The same page sizes as REST's ?limit= (core's LIST_LIMITS): one outside them is refused on both doors.
    return (await recentItems(ctx.em, parseField(listLimit('recentItems', 'limit'), 'limit', limit))).map(
      (r) => toItemView(r, ctx.viewer),
    );
  }

  @Query(() => [ItemView], {
    description: 'Featured items: public ones with a photo, best rated, then most booked, then newest',
  })
  async featuredItems(
    @Arg('limit', () => Int, { defaultValue: 4 }) limit: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView[]> {
    return (await featuredItems(ctx.em, limit)).map((r) => toItemView(r, ctx.viewer));
  }

  @Query(() => ItemView, { description: "NOT_FOUND ('Item not found') when the viewer may not see it" })
  async item(@Arg('id', () => Int) id: number, @Ctx() ctx: GatewayContext): Promise<ItemView> {
    return toItemView(await visibleItem(ctx.em, id, ctx.viewer), ctx.viewer);
  }

  @Query(() => [ItemView], { description: 'Same category, closest daily price, never the item itself' })
  async similarItems(
    @Arg('id', () => Int) id: number,
    @Arg('limit', () => Int, { defaultValue: LIST_LIMITS.relatedItems.fallback }) limit: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView[]> {
    const size = parseField(listLimit('relatedItems', 'limit'), 'limit', limit);
    return (await similarItems(ctx.em, id, ctx.viewer, size)).map((r) => toItemView(r, ctx.viewer));
  }

  @Query(() => [ItemView], {
    description:
      'You May Also Like: items favourited by those who favourited this one, then popular ones of its category, then of others',
  })
  async recommendedItems(
    @Arg('id', () => Int) id: number,
    @Arg('limit', () => Int, { defaultValue: LIST_LIMITS.relatedItems.fallback }) limit: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView[]> {
    const size = parseField(listLimit('relatedItems', 'limit'), 'limit', limit);
    return (await recommendedItems(ctx.em, id, ctx.viewer, size)).map((r) => toItemView(r, ctx.viewer));
  }

  @Query(() => [ItemView], {
    description: "A member's items: all states for the owner and admins, else public ones",
  })
  async userItems(@Arg('userId', () => Int) userId: number, @Ctx() ctx: GatewayContext): Promise<ItemView[]> {
    return (await userItems(ctx.em, userId, ctx.viewer)).map((r) => toItemView(r, ctx.viewer));
  }

  @Authorized()
  @Mutation(() => ItemView, { description: 'Lists an item; it starts pending approval' })
  async createItem(
    @Arg('input', () => ItemInputGql) input: ItemInputGql,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView> {
    return present(ctx, await createItem(ctx.em, viewer, itemBody(input)));
  }

  @Authorized()
  @Mutation(() => ItemView, {
    description:
      'Owner or admin; changing title, description, category or images of an approved item sends it back to pending',
  })
  async updateItem(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ItemInputGql) input: ItemInputGql,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView> {
    const result = await updateItem(ctx.em, viewer, id, itemBody(input));
    return present(ctx, result.id);
  }

  @Authorized()
  @Mutation(() => ItemView)
  async setItemAvailability(
    @Arg('id', () => Int) id: number,
    @Arg('availability', () => Boolean) availability: boolean,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView> {
    return present(ctx, await setItemAvailability(ctx.em, viewer, id, { availability }));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteItem(
    @Arg('id', () => Int) id: number,
    @CurrentViewer() viewer: Viewer,
    @Ctx() ctx: GatewayContext,
  ): Promise<boolean> {
    await deleteItem(ctx.em, viewer, id);
    return true;
  }

  @FieldResolver(() => UserView, { nullable: true, description: 'Batched per request' })
  owner(@Root() item: ItemView, @Ctx() ctx: GatewayContext): Promise<UserView | null> {
    return catalogLoaders(ctx).owner.load(item.ownerId);
  }

  @FieldResolver(() => Boolean, { description: 'Batched per request; false when signed out' })
  isFavorite(@Root() item: ItemView, @Ctx() ctx: GatewayContext): boolean | Promise<boolean> {
    // Signed out: answered at once, no loader and no query.
    return ctx.viewer ? catalogLoaders(ctx).isFavorite.load(item.id) : false;
  }
}
