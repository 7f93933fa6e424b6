import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25 §6: Web Push. `push_subscriptions` holds each browser's endpoint and keys (one row per endpoint, the
 * member's deletion takes them); `push_deliveries` records each notification pushed to a subscription, keyed by
 * what caused it, so a re-delivered event pushes nothing twice.
 */
export class Migration20261129111740 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "push_subscriptions" ("id" serial primary key, "user_id" int not null, "endpoint" text not null, "p256dh" varchar(100) not null, "auth" varchar(50) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`,
    );
    this.addSql(
      `create table "push_deliveries" ("dedupe_key" varchar(200) not null, "subscription_id" int not null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, constraint "push_deliveries_pkey" primary key ("dedupe_key", "subscription_id"));`,
    );
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "push_deliveries" add constraint "push_deliveries_subscription_id_foreign" foreign key ("subscription_id") references "push_subscriptions" ("id") on update cascade on delete cascade;`,
    );
  }
}
