import { Item } from '@koalarent/core';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';

/**
 * Issue 23 §3: an external calendar whose events block a listing's days. Each sync replaces the blocked ranges whose
 * `source` is this row's id (item_blocked_dates), in one transaction, and records how it ended here; a refused sync
 * (unreachable, not iCal, too large, an address that is not public…) records its error and changes no range.
 * Written by the bookings worker.
 */
@Entity({ tableName: 'item_calendar_imports' })
@Unique({ name: 'item_calendar_imports_item_url_unique', properties: ['item', 'url'] })
export class ItemCalendarImport {
  [OptionalProps]?:
    | 'name'
    | 'status'
    | 'errorCode'
    | 'errorDetail'
    | 'errorMessage'
    | 'lastSyncAt'
    | 'lastSuccessAt'
    | 'rangeCount'
    | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Item, { ref: true, deleteRule: 'cascade' })
  item!: Ref<Item>;

  @Property({ type: 'text' })
  url!: string;

  /** The owner's label for it ("Other site"); null: none. */
  @Property({ type: 'string', length: 60, nullable: true })
  name: string | null = null;

  /** 'pending' until its first sync, then 'ok' or 'error' by the last one. */
  @Property({ type: 'string', length: 16, default: 'pending' })
  status = 'pending';

  /** The last sync's refusal (CALENDAR_SYNC_ERRORS), its parameter and its English message; null after a success. */
  @Property({ type: 'string', length: 32, nullable: true })
  errorCode: string | null = null;

  @Property({ type: 'text', nullable: true })
  errorDetail: string | null = null;

  @Property({ type: 'text', nullable: true })
  errorMessage: string | null = null;

  /** When the last sync ended, whatever its outcome. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastSyncAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastSuccessAt: Date | null = null;

  /** How many blocked ranges the last successful sync wrote. */
  @Property({ type: 'integer', default: 0 })
  rangeCount = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
