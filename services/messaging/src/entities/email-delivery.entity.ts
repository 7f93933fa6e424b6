import { User } from '@koalarent/core';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

/**
 * One e-mail the messaging worker decided to send, keyed by what caused it (an event id and the mail's kind, or a
 * conversation and its quiet period): a re-delivered event or a repeated job finds its key and sends nothing.
 * `sentAt` stays null until the mailer accepted the mail, so a failed send is retried, a sent one never.
 * New-message mails also record the newest message they covered, so the next mail of that conversation only
 * covers what came after.
 */
@Entity({ tableName: 'email_deliveries' })
@Index({ properties: ['user', 'otherUserId', 'upToMessageId'] })
export class EmailDelivery {
  [OptionalProps]?: 'otherUserId' | 'upToMessageId' | 'createdAt' | 'sentAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  dedupeKey!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** booking_request, booking_approved, booking_rejected or new_messages. */
  @Property({ type: 'string', length: 32 })
  kind!: string;

  /** New-message mails: the conversation's other member. */
  @Property({ type: 'integer', nullable: true })
  otherUserId: number | null = null;

  /** New-message mails: the newest message the mail covered. */
  @Property({ type: 'integer', nullable: true })
  upToMessageId: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt: Date | null = null;
}
