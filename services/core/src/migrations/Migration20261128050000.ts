import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27 §3: a platform-written message keeps its kind and facts (`notice_kind`, `notice_params`) beside its English
 * `content`, so each reader's app tells it in their language instead of reading the English back. Rows written
 * before keep both null: their `content` is all there is, and the web app still reads those texts.
 */
export class Migration20261128050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "messages" add column "notice_kind" varchar(32) null, add column "notice_params" jsonb null;`,
    );
  }
}
