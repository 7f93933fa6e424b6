import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { Category } from '../category/category.entity.js';
import { User } from '../user/user.entity.js';

export const ApprovalStatus = { Pending: 'pending', Approved: 'approved', Rejected: 'rejected' } as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];

export const DEFAULT_ITEM_LOCATION = 'Local Pickup';

/** Prices are integer cents in the item's currency; the API shows decimals. */
@Entity({ tableName: 'items' })
@Index({ properties: ['approvalStatus', 'createdAt'] })
// Search indexes (Migration20261123080000): the schema check compares expression indexes by name only.
@Index({
  name: 'items_search_vector',
  expression: 'create index "items_search_vector" on "items" using gin ("search_vector")',
})
@Index({
  name: 'items_title_trgm',
  expression:
    'create index "items_title_trgm" on "items" using gin (koala_unaccent(lower("title")) gin_trgm_ops)',
})
@Index({
  name: 'items_location_trgm',
  expression:
    'create index "items_location_trgm" on "items" using gin (koala_unaccent(lower("location")) gin_trgm_ops)',
})
@Index({
  name: 'items_earth',
  expression: 'create index "items_earth" on "items" using gist ("earth")',
})
// Migration20261129082000 (issue 24 §1): a radius with a price bound reads only the rows inside both; on the stored
// point since Migration20261129220000.
@Index({
  name: 'items_public_earth_price',
  expression: `create index "items_public_earth_price" on "items" using gist ("earth", "price_per_day_usd_cents") where "approval_status" = 'approved' and "availability"`,
})
@Index({
  name: 'items_public_newest',
  expression: `create index "items_public_newest" on "items" ("created_at" desc, "id" desc) include ("owner_id") where "approval_status" = 'approved' and "availability"`,
})
@Index({
  name: 'items_public_category_newest',
  expression: `create index "items_public_category_newest" on "items" ("category_id", "created_at" desc, "id" desc) where "approval_status" = 'approved' and "availability"`,
})
@Index({
  name: 'items_public_price',
  expression: `create index "items_public_price" on "items" ("price_per_day_usd_cents", "id") where "approval_status" = 'approved' and "availability"`,
})
@Index({
  name: 'items_public_rating',
  expression: `create index "items_public_rating" on "items" ("average_rating" desc, "review_count" desc, "id" desc) where "approval_status" = 'approved' and "availability"`,
})
// Migration20261129160000 (issue 23 §4): a search by dates reads the quantity of each listing with bookings near the
// range from the index alone.
@Index({
  name: 'items_id_quantity',
  expression: 'create index "items_id_quantity" on "items" ("id") include ("quantity")',
})
// One of the seven §9 currencies, i.e. one koala_usd_cents has a rate for. (Written this way, not as
// `currency in (...)`, which the schema check would read as an enum column.)
@Check({ name: 'items_currency_supported', expression: 'koala_usd_cents(1, currency) is not null' })
@Check({ name: 'items_quantity_range', expression: 'quantity >= 1 and quantity <= 100' })
@Check({ name: 'items_price_per_day_positive', expression: 'price_per_day_cents > 0' })
@Check({
  name: 'items_optional_prices_positive',
  expression:
    '(price_per_week_cents is null or price_per_week_cents > 0) and (price_per_month_cents is null or price_per_month_cents > 0) and (price_per_year_cents is null or price_per_year_cents > 0)',
})
@Check({ name: 'items_deposit_non_negative', expression: 'security_deposit_cents >= 0' })
@Check({
  name: 'items_rating_range',
  expression: '(average_rating >= (0)::double precision) AND (average_rating <= (5)::double precision)',
})
export class Item {
  [OptionalProps]?:
    | 'currency'
    | 'pricePerWeekCents'
    | 'pricePerMonthCents'
    | 'pricePerYearCents'
    | 'securityDepositCents'
    | 'location'
    | 'latitude'
    | 'longitude'
    | 'quantity'
    | 'images'
    | 'availability'
    | 'instantBook'
    | 'averageRating'
    | 'reviewCount'
    | 'approvalStatus'
    | 'rejectionReason'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @ManyToOne(() => Category, { ref: true, index: true, deleteRule: 'restrict' })
  category!: Ref<Category>;

  @ManyToOne(() => User, { ref: true, index: true, deleteRule: 'cascade' })
  owner!: Ref<User>;

  @Property({ type: 'string', length: 3, default: 'USD' })
  currency = 'USD';

  @Property({ type: 'integer' })
  pricePerDayCents!: number;

  /** The daily price in USD cents at the spec §9 rates, computed by PostgreSQL (search and price filters). */
  @Property({
    type: 'integer',
    index: true,
    generated: '(koala_usd_cents(price_per_day_cents, currency)) stored',
  })
  pricePerDayUsdCents?: number;

  @Property({ type: 'integer', nullable: true })
  pricePerWeekCents: number | null = null;

  @Property({ type: 'integer', nullable: true })
  pricePerMonthCents: number | null = null;

  @Property({ type: 'integer', nullable: true })
  pricePerYearCents: number | null = null;

  @Property({ type: 'integer', default: 0 })
  securityDepositCents = 0;

  @Property({ type: 'string', length: 200, default: DEFAULT_ITEM_LOCATION })
  location: string = DEFAULT_ITEM_LOCATION;

  @Property({ type: 'double', nullable: true })
  latitude: number | null = null;

  @Property({ type: 'double', nullable: true })
  longitude: number | null = null;

  @Property({ type: 'integer', default: 1 })
  quantity = 1;

  /** Image URLs in display order. */
  @Property({ type: 'json', defaultRaw: "'[]'::jsonb" })
  images: string[] = [];

  @Property({ type: 'boolean', default: true })
  availability = true;

  /** The owner's switch (issue 23 §5): a trusted renter's request is approved at once. */
  @Property({ type: 'boolean', default: false })
  instantBook = false;

  @Property({ type: 'double', default: 0 })
  averageRating = 0;

  @Property({ type: 'integer', default: 0 })
  reviewCount = 0;

  @Enum({ items: () => Object.values(ApprovalStatus), type: 'string', default: ApprovalStatus.Pending })
  approvalStatus: ApprovalStatus = ApprovalStatus.Pending;

  /** Why an admin rejected the listing; cleared when it goes back to pending or is approved. */
  @Property({ type: 'string', length: 500, nullable: true })
  rejectionReason: string | null = null;

  /**
   * The listing's point on earthdistance's earth (a cube, in metres), generated from its coordinates (null without
   * them): radius, box and distance searches read it instead of computing `ll_to_earth` for each candidate
   * (Migration20261129220000). Never loaded or written by the app.
   */
  @Property({
    type: 'unknown',
    columnType: 'cube',
    nullable: true,
    lazy: true,
    hidden: true,
    generated: '(ll_to_earth(latitude, longitude)::cube) stored',
  })
  earth?: unknown;

  /** Kept by a trigger from the title, category name and description; never loaded or written by the app. */
  @Property({ type: 'unknown', columnType: 'tsvector', nullable: true, lazy: true, hidden: true })
  searchVector?: unknown;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
