import { Item, User } from '@koalarent/core';
import {
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Ref,
  Unique,
} from '@mikro-orm/core';
import type { MessageKind, NoticeKind, NoticeParams } from '../contracts.js';

/**
 * One message between two members. Conversations are not stored: they are derived from these rows (the other
 * member, the newest message, the unread count), so they can never disagree with the messages.
 *
 * Messages the platform writes for an event (the 'NEW RENTAL REQUEST' message, booking notices) carry the event's
 * id; one event writes at most one message per receiver (the unique pair), so a re-delivered event writes nothing.
 * `bookingId` is a plain column: bookings belong to another service, which messaging never imports.
 */
@Entity({ tableName: 'messages' })
// A member's conversations and a thread: (me, other, newest id) in both directions.
@Index({ name: 'messages_sender_receiver_id_index', properties: ['sender', 'receiver', 'id'] })
@Index({ name: 'messages_receiver_sender_id_index', properties: ['receiver', 'sender', 'id'] })
// Unread counts (the badge, per conversation, the bell) read only the unread rows.
@Index({
  name: 'messages_unread',
  expression:
    'create index "messages_unread" on "messages" ("receiver_id", "sender_id", "id") where not "is_read"',
})
@Unique({ name: 'messages_event_receiver_unique', properties: ['eventId', 'receiver'] })
@Check({
  name: 'messages_content_length',
  expression: 'char_length(content) >= 1 and char_length(content) <= 4000',
})
@Check({ name: 'messages_not_to_self', expression: 'sender_id <> receiver_id' })
export class Message {
  [OptionalProps]?:
    | 'isRead'
    | 'readAt'
    | 'kind'
    | 'relatedItem'
    | 'bookingId'
    | 'eventId'
    | 'createdAt'
    | 'noticeKind'
    | 'noticeParams';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  sender!: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  receiver!: Ref<User>;

  /** Plain text, trimmed; at most 2,000 characters from a member (platform notices may quote notes beside it). */
  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'boolean', default: false })
  isRead = false;

  /** When the receiver read it: the "recently active" test of the new-message e-mail reads this. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  readAt: Date | null = null;

  @Enum({ items: ['USER', 'SYSTEM'], type: 'string', default: 'USER', nativeEnumName: undefined })
  kind: MessageKind = 'USER';

  /** The listing the message is about; null once it is deleted. */
  @ManyToOne(() => Item, { ref: true, nullable: true, deleteRule: 'set null' })
  relatedItem: Ref<Item> | null = null;

  @Property({ type: 'integer', nullable: true })
  bookingId: number | null = null;

  /**
   * A platform-written message's kind and facts (contracts `MessageNotice`): the apps tell it from these in the
   * reader's language, `content` keeps it in English. Null for a member's own words and for rows written before.
   */
  @Property({ type: 'string', length: 32, nullable: true })
  noticeKind: NoticeKind | null = null;

  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  noticeParams: NoticeParams | null = null;

  /** The event that wrote this message (null for a member's own message). */
  @Property({ type: 'uuid', nullable: true })
  eventId: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
