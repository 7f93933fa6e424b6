import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25 §3: personal access tokens. `api_tokens` holds the SHA-256 of each secret (never the secret), its
 * scopes, optional expiry, last use and revocation; a member's deletion takes their tokens with it.
 */
export class Migration20261129090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_tokens" ("id" serial primary key, "user_id" int not null, "name" varchar(100) not null, "token_hash" varchar(64) not null, "last_four" varchar(4) not null, "scopes" jsonb not null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "api_tokens_user_id_index" on "api_tokens" ("user_id");`);
    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
