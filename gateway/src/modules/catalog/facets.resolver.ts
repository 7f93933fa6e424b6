import { notFreeForRangeSql } from '@koalarent/bookings/client';
import { searchFacets } from '@koalarent/core';
import { Arg, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { catalogCaches } from './catalog-caches.js';
import { ItemFilterGql } from './item.inputs.js';

@ObjectType('CategoryFacet')
export class CategoryFacetView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: 'Matches of the query in this category, whatever category is chosen' })
  count!: number;
}

@ObjectType('PriceBandFacet', {
  description:
    "A daily price band in the filter's currency, both edges included as minPrice/maxPrice include them: its count is what choosing it shows",
})
export class PriceBandFacetView {
  @Field(() => Float) min!: number;
  @Field(() => Float, { nullable: true, description: 'null: no ceiling' }) max!: number | null;
  @Field(() => Int, { description: 'Matches of the query in this band, whatever price range is chosen' })
  count!: number;
}

@ObjectType('DistanceBandFacet')
export class DistanceBandFacetView {
  @Field(() => Float) maxKm!: number;
  @Field(() => Int, { description: 'Matches within maxKm of the centre, whatever radius is chosen' })
  count!: number;
}

@ObjectType('SearchFacets', {
  description:
    "Counts for a search's filter sidebar (issue 24 §2): each dimension counted with its own filter taken off",
})
export class SearchFacetsView {
  @Field(() => Int, { description: 'Every match of the whole query' }) total!: number;
  @Field(() => Boolean, { description: 'false when total is a cap ("1,000+"), as the results count may be' })
  totalIsExact!: boolean;
  @Field(() => [CategoryFacetView], { description: 'Every category, by id' })
  categories!: CategoryFacetView[];
  @Field(() => [PriceBandFacetView]) priceBands!: PriceBandFacetView[];
  @Field(() => [DistanceBandFacetView], { description: 'Empty when the search has no centre' })
  distanceBands!: DistanceBandFacetView[];
}

@Resolver()
export class FacetsResolver {
  @Query(() => SearchFacetsView, {
    description:
      'Counts per category, price band and distance band for the same filter as `items` (REST GET /api/items/facets)',
  })
  searchFacets(
    @Arg('filter', () => ItemFilterGql, { nullable: true }) filter: ItemFilterGql | null,
    @Ctx() ctx: GatewayContext,
  ): Promise<SearchFacetsView> {
    return searchFacets(ctx.em, filter ? { ...filter } : {}, {
      viewer: ctx.viewer,
      availability: { notFree: notFreeForRangeSql },
      // Kept per normalised query for SEARCH_CACHE_SECONDS, dropped when the catalogue changes (catalog-caches.ts).
      cache: catalogCaches(ctx.deps).facets,
    });
  }
}
