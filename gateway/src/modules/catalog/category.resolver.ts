import { Category } from '@koalarent/core';
import { Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { catalogLoaders } from './catalog.loaders.js';
import { CategoryView } from './category.type.js';

@Resolver(() => CategoryView)
export class CategoryResolver {
  @Query(() => [CategoryView])
  async categories(@Ctx() ctx: GatewayContext): Promise<CategoryView[]> {
    const rows = await ctx.em.find(Category, {}, { orderBy: { id: 'asc' } });
    return rows.map(({ id, name, icon }) => ({ id, name, icon }));
  }

  @FieldResolver(() => Int, { description: 'Public (approved, available) items in it' })
  itemCount(@Root() category: CategoryView, @Ctx() ctx: GatewayContext): Promise<number> {
    // All categories' counts in one grouped statement, asked only when a client selects the field.
    return catalogLoaders(ctx).categoryItemCount.load(category.id);
  }
}
