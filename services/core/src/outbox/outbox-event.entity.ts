import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An event written in the same transaction as the change it describes; the relay publishes it to the
 * consumers' queues after commit, so an effect is neither lost (crash before publish) nor doubled
 * (each queue job's id is the event id).
 */
@Entity({ tableName: 'outbox_events' })
@Index({
  name: 'outbox_events_unpublished',
  expression:
    'create index "outbox_events_unpublished" on "outbox_events" ("id") where "published_at" is null',
})
export class OutboxEvent {
  [OptionalProps]?: 'createdAt' | 'publishedAt' | 'attempts';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

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
