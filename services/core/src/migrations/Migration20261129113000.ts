import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26 §3: reports and blocks. `reports` holds members' reports of a listing or a member until an admin
 * resolves them; a partial unique index keeps one open report per reporter and target. `user_blocks` holds who
 * blocked whom; the message and booking commands read it. A member's deletion takes their reports and blocks.
 */
export class Migration20261129113000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reports" ("id" serial primary key, "reporter_id" int not null, "target_type" varchar(8) not null, "target_id" int not null, "target_user_id" int not null, "reason" varchar(32) not null, "note" text null, "status" varchar(16) not null default 'open', "action" varchar(16) null, "resolved_by_id" int null, "resolved_at" timestamptz null, "created_at" timestamptz not null default now(), constraint reports_note_length check (char_length(note) <= 1000));`,
    );
    this.addSql(`create index "reports_status_id_index" on "reports" ("status", "id");`);
    this.addSql(
      `alter table "reports" add constraint "reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create unique index "reports_one_open_per_target" on "reports" ("reporter_id", "target_type", "target_id") where status = 'open';`,
    );
    this.addSql(
      `create table "user_blocks" ("blocker_id" int not null, "blocked_id" int not null, "created_at" timestamptz not null default now(), constraint "user_blocks_pkey" primary key ("blocker_id", "blocked_id"), constraint user_blocks_not_self check (blocker_id <> blocked_id));`,
    );
    this.addSql(`create index "user_blocks_blocked_id_index" on "user_blocks" ("blocked_id");`);
    this.addSql(
      `alter table "user_blocks" add constraint "user_blocks_blocker_id_foreign" foreign key ("blocker_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "user_blocks" add constraint "user_blocks_blocked_id_foreign" foreign key ("blocked_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
