import { Migration } from '@mikro-orm/migrations';

/** Uploaded images: who uploaded them, their renditions, and whether an item uses them yet. */
export class Migration20261122201000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "uploads" ("id" uuid not null, "owner_id" int not null, "width" int not null, "height" int not null, "variants" jsonb not null, "attached_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "uploads_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "uploads_owner_id_index" on "uploads" ("owner_id");`);
    this.addSql(`create index "uploads_unattached_created_at" on "uploads" ("attached_at", "created_at");`);
    this.addSql(
      `alter table "uploads" add constraint "uploads_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
