import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 9, messaging.
 *
 * - `messages`: conversations are derived from these rows, never stored. Two (member, other member, id) indexes,
 *   one per direction, give each partner's newest message id for the conversation list and serve a thread; a
 *   partial index over the unread rows serves the badge, the bell and the per-conversation counts. A message the
 *   platform writes for an event carries the event id: unique per receiver, so a re-delivered event writes nothing.
 *   `booking_id` has no foreign key: bookings belong to another service.
 * - `email_preferences`: one row per member who changed a choice or was mailed (no row: every kind on), with the
 *   member's random key for the HMAC of their unsubscribe links.
 * - `email_deliveries`: one row per mail decided, keyed by what caused it, so a repeated event or job mails once.
 */
export class Migration20261123130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "messages" ("id" serial primary key, "sender_id" int not null, "receiver_id" int not null, "content" text not null, "is_read" boolean not null default false, "read_at" timestamptz null, "kind" text check ("kind" in ('USER', 'SYSTEM')) not null default 'USER', "related_item_id" int null, "booking_id" int null, "event_id" uuid null, "created_at" timestamptz not null default now(), constraint messages_not_to_self check (sender_id <> receiver_id), constraint messages_content_length check (char_length(content) >= 1 and char_length(content) <= 4000));`,
    );
    this.addSql(
      `create index "messages_sender_receiver_id_index" on "messages" ("sender_id", "receiver_id", "id");`,
    );
    this.addSql(
      `create index "messages_receiver_sender_id_index" on "messages" ("receiver_id", "sender_id", "id");`,
    );
    this.addSql(
      `create index "messages_unread" on "messages" ("receiver_id", "sender_id", "id") where not "is_read";`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_event_receiver_unique" unique ("event_id", "receiver_id");`,
    );

    this.addSql(
      `create table "email_preferences" ("user_id" int not null, "booking_requests" boolean not null default true, "booking_updates" boolean not null default true, "new_messages" boolean not null default true, "link_key" varchar(64) not null, "updated_at" timestamptz not null default now(), constraint "email_preferences_pkey" primary key ("user_id"));`,
    );

    this.addSql(
      `create table "email_deliveries" ("id" serial primary key, "dedupe_key" varchar(200) not null, "user_id" int not null, "kind" varchar(32) not null, "other_user_id" int null, "up_to_message_id" int null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "email_deliveries" add constraint "email_deliveries_dedupe_key_unique" unique ("dedupe_key");`,
    );
    this.addSql(
      `create index "email_deliveries_user_id_other_user_id_up_to_message_id_index" on "email_deliveries" ("user_id", "other_user_id", "up_to_message_id");`,
    );

    this.addSql(
      `alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_receiver_id_foreign" foreign key ("receiver_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_related_item_id_foreign" foreign key ("related_item_id") references "items" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "email_preferences" add constraint "email_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "email_deliveries" add constraint "email_deliveries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_deliveries" cascade;`);
    this.addSql(`drop table if exists "email_preferences" cascade;`);
    this.addSql(`drop table if exists "messages" cascade;`);
  }
}
