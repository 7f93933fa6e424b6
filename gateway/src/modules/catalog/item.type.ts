import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ItemSortGql {
  RELEVANCE = 'relevance',
  NEWEST = 'newest',
  PRICE_ASC = 'price_asc',
  PRICE_DESC = 'price_desc',
  DISTANCE = 'distance',
  RATING = 'rating',
}
registerEnumType(ItemSortGql, {
  name: 'ItemSort',
  description:
    'relevance (the default with a search term, else newest), newest, price, distance (needs lat/lon), rating',
});

/** An item with spec §3 field names. Prices are decimals in the item's own currency. */
@ObjectType('Item')
export class ItemView {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'The category name' }) category!: string;
  @Field(() => Int) categoryId!: number;
  @Field(() => String, { description: 'One of the seven currencies of spec §9' }) currency!: string;
  @Field(() => Float) pricePerDay!: number;
  @Field(() => Float, { nullable: true }) pricePerWeek!: number | null;
  @Field(() => Float, { nullable: true }) pricePerMonth!: number | null;
  @Field(() => Float, { nullable: true }) pricePerYear!: number | null;
  @Field(() => Float, { description: 'pricePerDay converted to USD at the spec §9 rates' })
  pricePerDayUsd!: number;
  @Field(() => Float) securityDeposit!: number;
  @Field(() => String, { description: "Default 'Local Pickup'" }) location!: string;
  @Field(() => Float, { nullable: true }) latitude!: number | null;
  @Field(() => Float, { nullable: true }) longitude!: number | null;
  @Field(() => Float, { nullable: true, description: 'Distance from the lat/lon the list was asked around' })
  distanceKm!: number | null;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true, description: 'The first image' }) image!: string | null;
  @Field(() => [String]) images!: string[];
  @Field(() => Boolean) availability!: boolean;
  @Field(() => Boolean, { description: 'Instant book for trusted renters (issue 23 §5)' })
  instantBook!: boolean;
  @Field(() => Int) ownerId!: number;
  @Field(() => Float, { description: 'Same as averageRating (spec §3 has both)' }) rating!: number;
  @Field(() => Float) averageRating!: number;
  @Field(() => Int) reviewCount!: number;
  @Field(() => String, { description: 'pending | approved | rejected' }) approvalStatus!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Why an admin rejected it; shown to the owner and admins only',
  })
  rejectionReason!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  // owner: User (batched) and isFavorite: Boolean (batched, false when signed out) are field resolvers.
}

@ObjectType('ItemEdge')
export class ItemEdgeView {
  @Field(() => String) cursor!: string;
  @Field(() => ItemView) node!: ItemView;
}

@ObjectType('PageInfo')
export class PageInfoView {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType('ItemConnection')
export class ItemConnectionView {
  @Field(() => [ItemEdgeView]) edges!: ItemEdgeView[];
  @Field(() => [ItemView], { description: 'The edges’ nodes, for clients that need no cursors' })
  nodes!: ItemView[];
  @Field(() => PageInfoView) pageInfo!: PageInfoView;
  @Field(() => Int, {
    description:
      'How many items match the filters: exact up to 1,000, and 1,000 when more match (then totalIsExact is false). One owner’s items are always counted exactly.',
  })
  totalCount!: number;
  @Field(() => Boolean, {
    description:
      'False when more items match than totalCount says (the count stopped at its cap: "1,000+ items found")',
  })
  totalIsExact!: boolean;
}

@ObjectType('FavoriteStatus')
export class FavoriteStatusView {
  @Field(() => Int) itemId!: number;
  @Field(() => Boolean) isFavorite!: boolean;
}

/** Re-exported so the resolver files need one import for the owner field. */
