import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23 §3: calendars synced both ways. A listing's secret iCal feed token (one row once its owner first reads
 * the feed's address; rotating replaces the token), and the external calendars imported into its blocked dates with
 * how their last sync ended. Both belong to the bookings service; an import's ranges are the item_blocked_dates
 * rows whose `source` is its id.
 */
export class Migration20261129051500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "item_calendar_feeds" (
      "item_id" int not null,
      "token" varchar(64) not null,
      "created_at" timestamptz not null default now(),
      "rotated_at" timestamptz null,
      constraint "item_calendar_feeds_pkey" primary key ("item_id")
    );`);
    this.addSql(
      `alter table "item_calendar_feeds" add constraint "item_calendar_feeds_token_unique" unique ("token");`,
    );
    this.addSql(
      `alter table "item_calendar_feeds" add constraint "item_calendar_feeds_item_id_foreign" foreign key ("item_id") references "items" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create table "item_calendar_imports" (
      "id" serial primary key,
      "item_id" int not null,
      "url" text not null,
      "name" varchar(60) null,
      "status" varchar(16) not null default 'pending',
      "error_code" varchar(32) null,
      "error_detail" text null,
      "error_message" text null,
      "last_sync_at" timestamptz null,
      "last_success_at" timestamptz null,
      "range_count" int not null default 0,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(
      `alter table "item_calendar_imports" add constraint "item_calendar_imports_item_url_unique" unique ("item_id", "url");`,
    );
    this.addSql(
      `alter table "item_calendar_imports" add constraint "item_calendar_imports_item_id_foreign" foreign key ("item_id") references "items" ("id") on update cascade on delete cascade;`,
    );
  }
}
