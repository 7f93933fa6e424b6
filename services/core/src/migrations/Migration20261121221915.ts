import { Migration } from '@mikro-orm/migrations';

/** Foundation schema: accounts, catalogue, favourites, outbox and tracking. Forward-only (no down). */
export class Migration20261121221915 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "categories" ("id" serial primary key, "name" varchar(60) not null, "icon" varchar(40) not null);`,
    );
    this.addSql(`alter table "categories" add constraint "categories_name_unique" unique ("name");`);

    this.addSql(
      `create table "outbox_events" ("id" bigserial primary key, "type" varchar(64) not null, "payload" jsonb not null, "created_at" timestamptz not null default now(), "published_at" timestamptz null, "attempts" int not null default 0);`,
    );
    this.addSql(
      `create index "outbox_events_unpublished" on "outbox_events" ("id") where "published_at" is null;`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(30) not null, "full_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(30) null, "profile_image" text null, "password_hash" text null, "is_verified" boolean not null default false, "email_verified_at" timestamptz null, "is_locked" boolean not null default false, "role" text check ("role" in ('admin', 'user')) not null default 'user', "rating" double precision not null default 0, "review_count" int not null default 0, "koala_rank" varchar(16) not null default 'rookie', "items_listed" int not null default 0, "items_rented" int not null default 0, "last_login_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint users_rating_range check ((rating >= (0)::double precision) AND (rating <= (5)::double precision)));`,
    );
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);

    this.addSql(
      `create table "oauth_accounts" ("id" serial primary key, "user_id" int not null, "provider" varchar(16) not null, "provider_user_id" varchar(128) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "oauth_accounts_user_id_index" on "oauth_accounts" ("user_id");`);
    this.addSql(
      `alter table "oauth_accounts" add constraint "oauth_accounts_provider_provider_user_id_unique" unique ("provider", "provider_user_id");`,
    );

    this.addSql(
      `create table "login_records" ("id" serial primary key, "user_id" int not null, "event_id" varchar(32) not null, "ip_address" varchar(64) not null, "location" varchar(200) not null default 'Unknown location', "country" varchar(100) null, "city" varchar(100) null, "browser" varchar(100) not null, "device" varchar(100) not null, "via" varchar(16) not null, "timestamp" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "login_records" add constraint "login_records_event_id_unique" unique ("event_id");`,
    );
    this.addSql(
      `create index "login_records_user_id_timestamp_index" on "login_records" ("user_id", "timestamp");`,
    );
    this.addSql(`create index "login_records_timestamp_index" on "login_records" ("timestamp");`);

    this.addSql(
      `create table "items" ("id" serial primary key, "title" varchar(100) not null, "description" text not null, "category_id" int not null, "owner_id" int not null, "currency" varchar(3) not null default 'USD', "price_per_day_cents" int not null, "price_per_week_cents" int null, "price_per_month_cents" int null, "price_per_year_cents" int null, "security_deposit_cents" int not null default 0, "location" varchar(200) not null default 'Local Pickup', "latitude" double precision null, "longitude" double precision null, "quantity" int not null default 1, "images" jsonb not null default '[]'::jsonb, "availability" boolean not null default true, "average_rating" double precision not null default 0, "review_count" int not null default 0, "approval_status" text check ("approval_status" in ('pending', 'approved', 'rejected')) not null default 'pending', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint items_rating_range check ((average_rating >= (0)::double precision) AND (average_rating <= (5)::double precision)), constraint items_deposit_non_negative check (security_deposit_cents >= 0), constraint items_optional_prices_positive check ((price_per_week_cents is null or price_per_week_cents > 0) and (price_per_month_cents is null or price_per_month_cents > 0) and (price_per_year_cents is null or price_per_year_cents > 0)), constraint items_price_per_day_positive check (price_per_day_cents > 0), constraint items_quantity_range check (quantity >= 1 and quantity <= 100));`,
    );
    this.addSql(`create index "items_category_id_index" on "items" ("category_id");`);
    this.addSql(`create index "items_owner_id_index" on "items" ("owner_id");`);
    this.addSql(
      `create index "items_approval_status_created_at_index" on "items" ("approval_status", "created_at");`,
    );

    this.addSql(
      `create table "favorites" ("id" serial primary key, "user_id" int not null, "item_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "favorites_item_id_index" on "favorites" ("item_id");`);
    this.addSql(
      `alter table "favorites" add constraint "favorites_user_item_unique" unique ("user_id", "item_id");`,
    );

    this.addSql(
      `create table "email_verification_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "email_verification_tokens" add constraint "email_verification_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "email_verification_tokens_user_id_index" on "email_verification_tokens" ("user_id");`,
    );

    this.addSql(
      `create table "browsing_records" ("id" serial primary key, "user_id" int null, "page" varchar(500) not null, "search_query" varchar(200) null, "item_id" int null, "category_id" int null, "timestamp" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "browsing_records_user_id_timestamp_index" on "browsing_records" ("user_id", "timestamp");`,
    );
    this.addSql(`create index "browsing_records_timestamp_index" on "browsing_records" ("timestamp");`);

    this.addSql(
      `alter table "oauth_accounts" add constraint "oauth_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "login_records" add constraint "login_records_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "items" add constraint "items_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "items" add constraint "items_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "favorites" add constraint "favorites_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "favorites" add constraint "favorites_item_id_foreign" foreign key ("item_id") references "items" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "email_verification_tokens" add constraint "email_verification_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "browsing_records" add constraint "browsing_records_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );

    // Spec §3 default categories, so every database starts with the six the web app expects.
    this.addSql(
      `insert into "categories" ("name", "icon") values ('Cameras', 'camera'), ('Electronics', 'laptop'), ('Tools', 'wrench'), ('Bicycles', 'bike'), ('Gaming', 'gamepad'), ('Outdoor', 'tent');`,
    );
  }
}
