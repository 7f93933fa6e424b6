import { Item } from '@koalarent/core';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

/**
 * Issue 23 §4 / issue 24 §1: a day on which a listing has no unit left — its active bookings, each stretched by the
 * listing's buffer after its end, number at least its quantity — counted with `bufferDays`. Only triggers write it
 * (Migration20261129210000: a booking's insert, delete, or change of status, dates or item; a new quantity; rules
 * written or removed), so no command keeps it by hand; the search by dates reads it (`notFreeForRangeSql`).
 */
@Entity({ tableName: 'item_full_days' })
// Day first, with what the search needs of each row: a range's rows in one index-only read.
@Index({
  name: 'item_full_days_day',
  expression:
    'create index "item_full_days_day" on "item_full_days" ("day") include ("item_id", "buffer_days")',
})
export class ItemFullDay {
  [OptionalProps]?: 'bufferDays';

  @ManyToOne(() => Item, { primary: true, ref: true, deleteRule: 'cascade' })
  item!: Ref<Item>;

  /** A calendar date, 'yyyy-mm-dd'. */
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'integer', default: 0 })
  bufferDays = 0;
}
