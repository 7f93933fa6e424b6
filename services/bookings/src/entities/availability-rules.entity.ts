import { Item } from '@koalarent/core';
import { Check, Entity, Index, OneToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';

/**
 * Issue 23 §1: an owner's availability rules for one listing. A listing without a row has the defaults
 * (`DEFAULT_AVAILABILITY_RULES`: any length, no buffer, no notice, no horizon), so existing listings change in
 * nothing. Written only by the bookings worker's `availability-set-rules`, under the item's row lock.
 */
@Entity({ tableName: 'item_availability_rules' })
// Migration20261129160000: a search by dates bounds the bookings it reads by the longest buffer set (notFreeForRangeSql).
@Index({ name: 'item_availability_rules_buffer_days', properties: ['bufferDays'] })
// Migration20261129210000: the four limits a search range can fail, each read from its own index (notFreeForRangeSql).
@Index({ name: 'item_availability_rules_min_days', properties: ['minDays'] })
@Index({ name: 'item_availability_rules_max_days', properties: ['maxDays'] })
@Index({ name: 'item_availability_rules_advance_notice_days', properties: ['advanceNoticeDays'] })
@Index({ name: 'item_availability_rules_horizon_days', properties: ['horizonDays'] })
@Check({
  name: 'item_availability_rules_valid',
  expression:
    'min_days >= 1 and (max_days is null or max_days >= min_days) and buffer_days >= 0 and advance_notice_days >= 0 and (horizon_days is null or horizon_days > advance_notice_days)',
})
export class ItemAvailabilityRules {
  [OptionalProps]?: 'minDays' | 'maxDays' | 'bufferDays' | 'advanceNoticeDays' | 'horizonDays' | 'updatedAt';

  @OneToOne(() => Item, { primary: true, ref: true, owner: true, deleteRule: 'cascade' })
  item!: Ref<Item>;

  @Property({ type: 'integer', default: 1 })
  minDays = 1;

  /** Null: no limit. */
  @Property({ type: 'integer', nullable: true })
  maxDays: number | null = null;

  /** Free days kept between two rentals of the same unit (turnaround). */
  @Property({ type: 'integer', default: 0 })
  bufferDays = 0;

  /** A rental starts at least this many days after today (0: today). */
  @Property({ type: 'integer', default: 0 })
  advanceNoticeDays = 0;

  /** A rental ends at most this many days after today; null: no limit. */
  @Property({ type: 'integer', nullable: true })
  horizonDays: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
