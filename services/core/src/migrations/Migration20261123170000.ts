import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 11, languages: the language a member reads the app in (spec §1: English, Spanish, French, German,
 * Chinese), chosen at sign-up or from the header, so the e-mails sent to them are written in it too. Existing
 * members read English, as every e-mail so far was written.
 */
export class Migration20261123170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "language" varchar(2) check ("language" in ('en', 'es', 'fr', 'de', 'zh')) not null default 'en';`,
    );
  }
}
