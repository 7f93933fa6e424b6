import { User } from '@koalarent/core';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

/**
 * One browser's Web Push subscription (issue 25 §6): the push service's endpoint and the browser's keys that the
 * notification is encrypted to. An endpoint names one browser profile, so it is unique: subscribing it again (or
 * as another member, after a sign-out and a sign-in on that browser) moves it to whoever subscribed last. A
 * subscription the push service answers 404 or 410 for is deleted.
 */
@Entity({ tableName: 'push_subscriptions' })
export class PushSubscription {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text', unique: true })
  endpoint!: string;

  /** The browser's P-256 public key, URL-safe base64. */
  @Property({ type: 'string', length: 100 })
  p256dh!: string;

  /** The browser's authentication secret, URL-safe base64. */
  @Property({ type: 'string', length: 50 })
  auth!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * One notification pushed to one subscription, keyed by what caused it (the event id and the notification's kind):
 * a re-delivered event finds its key and pushes nothing again. `sentAt` stays null until the push service accepted
 * it, so a failed push is retried, an accepted one never.
 */
@Entity({ tableName: 'push_deliveries' })
export class PushDelivery {
  [OptionalProps]?: 'createdAt' | 'sentAt';

  @PrimaryKey({ type: 'string', length: 200 })
  dedupeKey!: string;

  @ManyToOne(() => PushSubscription, { ref: true, primary: true, deleteRule: 'cascade' })
  subscription!: Ref<PushSubscription>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt: Date | null = null;
}
