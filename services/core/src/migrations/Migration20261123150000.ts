import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 10, tracking: browsing records keep a search's filters (the admins' free-text search reads them), and
 * each record the queue job and position it arrived in (`event_key`), so a page-view job retried after its
 * batch insert committed finds its rows instead of writing them twice (`on conflict ("event_key")`).
 */
export class Migration20261123150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "browsing_records" add column "filters" varchar(500) null, add column "event_key" varchar(80) null;`,
    );
    this.addSql(
      `alter table "browsing_records" add constraint "browsing_records_event_key_unique" unique ("event_key");`,
    );
  }
}
