import { Field, Float, InputType, Int } from 'type-graphql';
import { ItemSortGql } from './item.type.js';

// Shapes only: the rules and their spec §5 messages are the shared zod schemas (core contracts), applied in the
// commands, so both doors answer the same field messages.

@InputType('ItemInput', { description: 'Spec §3 item fields; prices are decimals in the given currency' })
export class ItemInputGql {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'Category name, or its id as text' }) category!: string;
  @Field(() => String) currency!: string;
  @Field(() => Float) pricePerDay!: number;
  @Field(() => Float, { nullable: true }) pricePerWeek?: number | null;
  @Field(() => Float, { nullable: true }) pricePerMonth?: number | null;
  @Field(() => Float, { nullable: true }) pricePerYear?: number | null;
  @Field(() => Float) securityDeposit!: number;
  @Field(() => String) location!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => [String], { description: 'URLs from POST /api/uploads, in display order' }) images!: string[];
  @Field(() => Boolean, { nullable: true, description: 'true at creation' }) availability?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Instant book for trusted renters (issue 23 §5); false at creation, kept when left out',
  })
  instantBook?: boolean | null;
}

@InputType('ItemFilter', { description: 'Spec §3 list filters, plus place, radius and sort' })
export class ItemFilterGql {
  @Field(() => String, { nullable: true, description: 'Category name or id' }) category?: string | null;
  @Field(() => String, { nullable: true, description: 'Words; prefix-matched, typo-tolerant' })
  search?: string | null;
  @Field(() => String, { nullable: true, description: 'Place text (matched against the item location)' })
  location?: string | null;
  @Field(() => Float, { nullable: true, description: 'Daily price floor, in `currency`' }) minPrice?:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: 'Daily price ceiling, in `currency`' }) maxPrice?:
    | number
    | null;
  @Field(() => String, { nullable: true, description: 'Currency of minPrice/maxPrice (default USD)' })
  currency?: string | null;
  @Field(() => Int, { nullable: true, description: 'Owner user id' }) owner?: number | null;
  @Field(() => Float, { nullable: true }) lat?: number | null;
  @Field(() => Float, { nullable: true }) lon?: number | null;
  @Field(() => Float, { nullable: true, description: 'Radius around lat/lon in km (default 50)' })
  radiusKm?: number | null;
  @Field(() => [Float], {
    nullable: true,
    description:
      'Bounding box [minLon, minLat, maxLon, maxLat] (edges included): only listings with coordinates inside it. An inverted box (including one across the antimeridian) is refused',
  })
  bbox?: number[] | null;
  @Field(() => ItemSortGql, { nullable: true }) sort?: ItemSortGql | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only listings a trusted renter can book at once (instant book); false or absent: all',
  })
  instantBook?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description:
      'First day (YYYY-MM-DD, inclusive) a listing must have a unit free for under its rules; with endDate',
  })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD, inclusive); with startDate' })
  endDate?: string | null;
}

@InputType('ProfileInput')
export class ProfileInputGql {
  @Field(() => String) fullName!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'A URL from POST /api/uploads' }) profileImage?:
    | string
    | null;
}
