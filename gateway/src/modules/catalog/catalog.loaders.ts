import { favoritedAmong, publicItemCounts, usersByIds } from '@koalarent/core';
import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import { toUserView, type UserView } from '../accounts/user.type.js';

/** The catalog's per-request batch loaders: a list page asks for its owners, flags and counts in one go each. */
export interface CatalogLoaders {
  /** Users by id, presented for this viewer (email and phone only for themself and admins). */
  owner: DataLoader<number, UserView | null>;
  /** Whether the signed-in viewer favourited each item. */
  isFavorite: DataLoader<number, boolean>;
  /** Public items per category. */
  categoryItemCount: DataLoader<number, number>;
}

// Keyed by the request's context object, so loaders live exactly as long as the request and are never shared
// between viewers (a cached "isFavorite" is one member's answer).
const perRequest = new WeakMap<GatewayContext, CatalogLoaders>();

export function catalogLoaders(ctx: GatewayContext): CatalogLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    const viewer = ctx.viewer;
    loaders = {
      owner: new DataLoader(async (ids) =>
        (await usersByIds(ctx.em, ids)).map((u) => (u ? toUserView(u, viewer) : null)),
      ),
      isFavorite: new DataLoader(async (ids) => {
        if (!viewer) return ids.map(() => false);
        const saved = await favoritedAmong(ctx.em, viewer.id, ids);
        return ids.map((id) => saved.has(id));
      }),
      categoryItemCount: new DataLoader((ids) => publicItemCounts(ctx.em, ids)),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
