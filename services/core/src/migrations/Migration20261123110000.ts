import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 8: bookings, saved cards, the double-entry ledger, damage claims, reviews, the command log that makes
 * booking commands exactly-once, and the sandbox payment provider's own books. btree_gist lets the exclusion
 * constraint compare item ids with = beside the date ranges' &&: the database itself refuses a double booking
 * of a single-unit item.
 */
export class Migration20261123110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(
      `create table "booking_command_log" ("job_id" varchar(200) not null, "result" jsonb not null, "created_at" timestamptz not null default now(), constraint "booking_command_log_pkey" primary key ("job_id"));`,
    );

    this.addSql(
      `create table "sandbox_cards" ("id" varchar(64) not null, "idempotency_key" varchar(120) not null, "fingerprint" varchar(64) not null, "brand" varchar(16) not null, "last4" varchar(4) not null, "exp_month" smallint not null, "exp_year" smallint not null, "outcome" varchar(24) not null, "created_at" timestamptz not null default now(), constraint "sandbox_cards_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "sandbox_cards" add constraint "sandbox_cards_idempotency_unique" unique ("idempotency_key");`,
    );

    this.addSql(
      `create table "sandbox_payments" ("id" varchar(64) not null, "idempotency_key" varchar(120) not null, "amount_cents" int not null, "currency" varchar(3) not null, "status" varchar(16) not null, "captured_cents" int not null default 0, "refunded_cents" int not null default 0, "payment_method_ref" varchar(200) not null, "operation_keys" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "sandbox_payments_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "sandbox_payments" add constraint "sandbox_payments_idempotency_unique" unique ("idempotency_key");`,
    );

    this.addSql(
      `create table "payment_methods" ("id" serial primary key, "user_id" int not null, "brand" varchar(16) not null, "last4" varchar(4) not null, "exp_month" smallint not null, "exp_year" smallint not null, "name_on_card" varchar(100) not null, "provider" varchar(16) not null, "provider_ref" varchar(200) not null, "removed_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "payment_methods_user_id_created_at_index" on "payment_methods" ("user_id", "created_at");`,
    );

    this.addSql(
      `create table "bookings" ("id" serial primary key, "item_id" int null, "renter_id" int not null, "owner_id" int not null, "status" varchar(24) not null, "payment_status" varchar(24) not null default 'unpaid', "start_date" date not null, "end_date" date not null, "days" int not null, "currency" varchar(3) not null, "daily_price_cents" int not null, "rent_cents" int not null, "fee_cents" int not null, "total_cents" int not null, "deposit_cents" int not null, "late_fee_cents" int not null default 0, "refunded_cents" int not null default 0, "owner_payout_cents" int not null default 0, "single_unit" boolean not null, "delivery_method" varchar(16) not null, "delivery_address" varchar(300) null, "rental_message" text null, "owner_notes" text null, "return_notes" text null, "cancel_reason" text null, "cancelled_by" varchar(8) null, "payment_method_id" int null, "rent_payment_ref" varchar(100) null, "deposit_payment_ref" varchar(100) null, "request_key" varchar(100) not null, "expires_at" timestamptz not null, "approved_at" timestamptz null, "received_date" timestamptz null, "returned_at" timestamptz null, "completed_at" timestamptz null, "cancelled_at" timestamptz null, "overdue_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint bookings_amounts_valid check (rent_cents > 0 and fee_cents >= 0 and total_cents = rent_cents + fee_cents and deposit_cents >= 0 and late_fee_cents >= 0 and refunded_cents >= 0 and owner_payout_cents >= 0), constraint bookings_dates_ordered check (end_date >= start_date));`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_no_overlap" exclude using gist ("item_id" with =, daterange("start_date", "end_date", '[]') with &&) where ("single_unit" and "status" in ('pending_approval','approved','awaiting_pickup','in_transit','with_renter'));`,
    );
    this.addSql(
      `create index "bookings_item_active" on "bookings" ("item_id", "start_date", "end_date") where "status" in ('pending_approval','approved','awaiting_pickup','in_transit','with_renter');`,
    );
    this.addSql(
      `create index "bookings_owner_id_created_at_index" on "bookings" ("owner_id", "created_at");`,
    );
    this.addSql(
      `create index "bookings_renter_id_created_at_index" on "bookings" ("renter_id", "created_at");`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_renter_request_key_unique" unique ("renter_id", "request_key");`,
    );

    this.addSql(
      `create table "reviews" ("id" serial primary key, "booking_id" int not null, "direction" varchar(16) not null, "author_id" int not null, "subject_id" int not null, "item_id" int null, "rating" smallint not null, "comment" text not null, "published_at" timestamptz null, "created_at" timestamptz not null default now(), constraint reviews_rating_range check (rating >= 1 and rating <= 5));`,
    );
    this.addSql(
      `create index "reviews_item_id_published_at_index" on "reviews" ("item_id", "published_at");`,
    );
    this.addSql(
      `create index "reviews_subject_id_published_at_index" on "reviews" ("subject_id", "published_at");`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_booking_direction_unique" unique ("booking_id", "direction");`,
    );

    this.addSql(
      `create table "ledger_entries" ("id" bigserial primary key, "booking_id" int not null, "posting_id" uuid not null, "kind" varchar(32) not null, "account" varchar(24) not null, "amount_cents" int not null, "currency" varchar(3) not null, "created_at" timestamptz not null default now(), constraint ledger_entries_amount_nonzero check (amount_cents <> 0));`,
    );
    this.addSql(
      `create index "ledger_entries_account_created_at_index" on "ledger_entries" ("account", "created_at");`,
    );
    this.addSql(
      `create index "ledger_entries_booking_id_id_index" on "ledger_entries" ("booking_id", "id");`,
    );

    this.addSql(
      `create table "damage_claims" ("id" serial primary key, "booking_id" int not null, "amount_cents" int not null, "reason" text not null, "photos" jsonb not null, "status" varchar(16) not null default 'open', "respond_by" timestamptz not null, "owner_amount_cents" int null, "decision_note" text null, "resolved_at" timestamptz null, "created_at" timestamptz not null default now(), constraint damage_claims_amounts_valid check (amount_cents > 0 and (owner_amount_cents is null or (owner_amount_cents >= 0 and owner_amount_cents <= amount_cents))));`,
    );
    this.addSql(
      `alter table "damage_claims" add constraint "damage_claims_booking_unique" unique ("booking_id");`,
    );

    this.addSql(
      `alter table "payment_methods" add constraint "payment_methods_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "bookings" add constraint "bookings_item_id_foreign" foreign key ("item_id") references "items" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_renter_id_foreign" foreign key ("renter_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_payment_method_id_foreign" foreign key ("payment_method_id") references "payment_methods" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "reviews" add constraint "reviews_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_subject_id_foreign" foreign key ("subject_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_item_id_foreign" foreign key ("item_id") references "items" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "ledger_entries" add constraint "ledger_entries_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "damage_claims" add constraint "damage_claims_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "bookings" drop constraint "bookings_payment_method_id_foreign";`);

    this.addSql(`alter table "reviews" drop constraint "reviews_booking_id_foreign";`);

    this.addSql(`alter table "ledger_entries" drop constraint "ledger_entries_booking_id_foreign";`);

    this.addSql(`alter table "damage_claims" drop constraint "damage_claims_booking_id_foreign";`);

    this.addSql(`drop table if exists "booking_command_log" cascade;`);

    this.addSql(`drop table if exists "sandbox_cards" cascade;`);

    this.addSql(`drop table if exists "sandbox_payments" cascade;`);

    this.addSql(`drop table if exists "payment_methods" cascade;`);

    this.addSql(`drop table if exists "bookings" cascade;`);

    this.addSql(`drop table if exists "reviews" cascade;`);

    this.addSql(`drop table if exists "ledger_entries" cascade;`);

    this.addSql(`drop table if exists "damage_claims" cascade;`);
  }
}
