import { Migration } from '@mikro-orm/migrations';

/**
 * Password reset links: the SHA-256 of each single-use token, its expiry and when it was spent. The member's rows
 * go with the member.
 */
export class Migration20261128003000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
