import { Item } from '@koalarent/core';
import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Ref,
} from '@mikro-orm/core';

/**
 * Issue 23 §1: days of a listing no one may book, inclusive. `source` is 'owner' for the ranges the owner blocks
 * by hand, or the id of the imported calendar whose events made them (§3): a sync replaces its own source's
 * ranges and never touches the owner's. Ranges may overlap (an import and the owner may block the same days).
 * Owner ranges are written by the bookings worker under the item's row lock, which requests take too.
 */
@Entity({ tableName: 'item_blocked_dates' })
@Index({ name: 'item_blocked_dates_item_dates', properties: ['item', 'startDate', 'endDate'] })
@Index({ name: 'item_blocked_dates_item_source', properties: ['item', 'source'] })
@Check({ name: 'item_blocked_dates_ordered', expression: 'end_date >= start_date' })
export class BlockedDateRange {
  [OptionalProps]?: 'note' | 'source' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Item, { ref: true, deleteRule: 'cascade' })
  item!: Ref<Item>;

  /** Inclusive calendar dates, 'yyyy-mm-dd'. */
  @Property({ type: 'date' })
  startDate!: string;

  @Property({ type: 'date' })
  endDate!: string;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'string', length: 64, default: 'owner' })
  source = 'owner';

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
