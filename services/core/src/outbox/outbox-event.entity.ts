import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';

/**
 * An event written in the same transaction as the change it describes; the relay publishes it to the
 * consumers' queues after commit, so an effect is neither lost (crash before publish) nor doubled
 * (each consumer's job id is the event id plus the consumer's name).
 */
@Entity({ tableName: 'outbox_events' })
@Index({
  name: 'outbox_events_unpublished',
  expression:
    'create index "outbox_events_unpublished" on "outbox_events" ("id") where "published_at" is null',
})
export class OutboxEvent {
  [OptionalProps]?: 'eventId' | 'createdAt' | 'publishedAt' | 'attempts';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /**
   * The event's identity everywhere outside this table (envelopes, job ids). A UUIDv7, unique across database
   * resets, unlike the serial `id`, which only orders the outbox.
   */
  @Property({ type: 'uuid' })
  @Unique({ name: 'outbox_events_event_id_unique' })
  eventId: string = uuidv7();

  @Property({ type: 'string', length: 64 })
  type!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts = 0;
}
