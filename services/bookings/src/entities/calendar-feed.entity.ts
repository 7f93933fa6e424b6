import { Item } from '@koalarent/core';
import { Entity, OneToOne, OptionalProps, Property, type Ref, Unique } from '@mikro-orm/core';

/**
 * Issue 23 §3: a listing's secret iCal feed (`/api/calendar/{token}.ics`). The token is random (32 bytes, base64url)
 * and is the only permission the feed asks for, so its owner can rotate it: the old address then answers 404.
 * Written by the bookings worker (`calendar-feed-token`, `calendar-feed-rotate`).
 */
@Entity({ tableName: 'item_calendar_feeds' })
export class ItemCalendarFeed {
  [OptionalProps]?: 'createdAt' | 'rotatedAt';

  @OneToOne(() => Item, { primary: true, ref: true, owner: true, deleteRule: 'cascade' })
  item!: Ref<Item>;

  @Property({ type: 'string', length: 64 })
  @Unique({ name: 'item_calendar_feeds_token_unique' })
  token!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  rotatedAt: Date | null = null;
}
