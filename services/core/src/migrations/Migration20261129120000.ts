import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26 §1: identity checks. `identity_checks` holds each submission (private upload ids of the document and the
 * selfie) and the admin's decision; a partial unique index keeps one waiting check per member, another finds the
 * decided checks whose photos are due for deletion. `users.identity_verified` is the member's standing, separate
 * from `is_verified` (e-mail).
 */
export class Migration20261129120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "identity_verified" boolean not null default false;`);
    this.addSql(
      `create table "identity_checks" ("id" serial primary key, "user_id" int not null, "status" varchar(16) not null default 'submitted', "document_upload_ids" jsonb not null, "selfie_upload_id" uuid not null, "reason" text null, "decided_by_id" int null, "decided_at" timestamptz null, "documents_deleted_at" timestamptz null, "created_at" timestamptz not null default now(), constraint identity_checks_reason_length check (char_length(reason) <= 500));`,
    );
    this.addSql(`create index "identity_checks_user_id_index" on "identity_checks" ("user_id");`);
    this.addSql(`create index "identity_checks_status_id_index" on "identity_checks" ("status", "id");`);
    this.addSql(
      `alter table "identity_checks" add constraint "identity_checks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create unique index "identity_checks_one_submitted_per_user" on "identity_checks" ("user_id") where status = 'submitted';`,
    );
    this.addSql(
      `create index "identity_checks_documents_to_delete" on "identity_checks" ("decided_at") where documents_deleted_at is null and decided_at is not null;`,
    );
  }
}
