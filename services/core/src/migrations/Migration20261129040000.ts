import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23 §1: a listing's availability rules (one row per listing that has any; none means the defaults, so
 * existing listings change in nothing) and the date ranges blocked on it, by its owner (`source` 'owner') or by an
 * imported calendar (`source` the import's id, §3). Both belong to the bookings service, which decides requests.
 */
export class Migration20261129040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "item_availability_rules" (
      "item_id" int not null,
      "min_days" int not null default 1,
      "max_days" int null,
      "buffer_days" int not null default 0,
      "advance_notice_days" int not null default 0,
      "horizon_days" int null,
      "updated_at" timestamptz not null default now(),
      constraint "item_availability_rules_pkey" primary key ("item_id"),
      constraint item_availability_rules_valid check (min_days >= 1 and (max_days is null or max_days >= min_days) and buffer_days >= 0 and advance_notice_days >= 0 and (horizon_days is null or horizon_days > advance_notice_days))
    );`);
    this.addSql(
      `alter table "item_availability_rules" add constraint "item_availability_rules_item_id_foreign" foreign key ("item_id") references "items" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create table "item_blocked_dates" (
      "id" serial primary key,
      "item_id" int not null,
      "start_date" date not null,
      "end_date" date not null,
      "note" text null,
      "source" varchar(64) not null default 'owner',
      "created_at" timestamptz not null default now(),
      constraint item_blocked_dates_ordered check (end_date >= start_date)
    );`);
    this.addSql(
      `create index "item_blocked_dates_item_dates" on "item_blocked_dates" ("item_id", "start_date", "end_date");`,
    );
    this.addSql(
      `create index "item_blocked_dates_item_source" on "item_blocked_dates" ("item_id", "source");`,
    );
    this.addSql(
      `alter table "item_blocked_dates" add constraint "item_blocked_dates_item_id_foreign" foreign key ("item_id") references "items" ("id") on update cascade on delete cascade;`,
    );
  }
}
