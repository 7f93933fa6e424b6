import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24 §4: what people search for and don't find. A search's browsing record keeps how many results it found
 * (reported by the web app) and where it looked (read from its filters by the tracking worker); records written
 * before stay null (not known). The admins' Demand view reads a range's searches from one partial index that
 * covers what it aggregates, so it never visits the page views that make up most of the table.
 */
export class Migration20261129073000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "browsing_records" add column "result_count" int null, add column "search_place" varchar(200) null;`,
    );
    this.addSql(
      `create index "browsing_records_searches" on "browsing_records" ("timestamp") include ("search_query", "search_place", "result_count") where "page" = '/search';`,
    );
  }
}
