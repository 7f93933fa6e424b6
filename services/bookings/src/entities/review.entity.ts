import { Item, User } from '@koalarent/core';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Ref,
  Unique,
} from '@mikro-orm/core';
import { Booking } from './booking.entity.js';

/**
 * One side's review of the other after a completed booking. The renter's review also rates the item. Reviews stay
 * hidden until both sides have written or the 14-day window has closed, so neither answers the other's.
 */
@Entity({ tableName: 'reviews' })
@Unique({ name: 'reviews_booking_direction_unique', properties: ['booking', 'direction'] })
@Index({ properties: ['subject', 'publishedAt'] })
@Index({ properties: ['item', 'publishedAt'] })
@Check({ name: 'reviews_rating_range', expression: 'rating >= 1 and rating <= 5' })
export class Review {
  [OptionalProps]?: 'item' | 'publishedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Booking, { ref: true, deleteRule: 'cascade' })
  booking!: Ref<Booking>;

  @Property({ type: 'string', length: 16 })
  direction!: 'renter_to_owner' | 'owner_to_renter';

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  author!: Ref<User>;

  /** The member being reviewed. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  subject!: Ref<User>;

  /** Set on the renter's review: it rates the item too. */
  @ManyToOne(() => Item, { ref: true, nullable: true, deleteRule: 'cascade' })
  item: Ref<Item> | null = null;

  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'text' })
  comment!: string;

  /** Null while hidden. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
