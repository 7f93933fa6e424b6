import { Category } from '@koalarent/core';
import { Ctx, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { CategoryView } from './category.type.js';

@Resolver()
export class CategoryResolver {
  @Query(() => [CategoryView])
  async categories(@Ctx() ctx: GatewayContext): Promise<CategoryView[]> {
    const rows = await ctx.em.find(Category, {}, { orderBy: { id: 'asc' } });
    return rows.map(({ id, name, icon }) => ({ id, name, icon }));
  }
}
