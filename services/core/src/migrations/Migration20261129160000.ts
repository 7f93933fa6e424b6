import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23 §4 / issue 24 §1: two small indexes for a search by dates (the bookings service's `notFreeForRangeSql`).
 * `items_id_quantity` answers a listing's quantity from the index alone, for every listing with bookings near the
 * range (two buffers a listing instead of three, no heap read); `item_availability_rules_buffer_days` gives the
 * longest buffer any listing has in one read, which bounds which bookings can reach the range at all (the longest
 * buffer allowed, 30 days, let through nearly every booking of the coming weeks).
 */
export class Migration20261129160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "items_id_quantity" on "items" ("id") include ("quantity");`);
    this.addSql(
      `create index "item_availability_rules_buffer_days" on "item_availability_rules" ("buffer_days");`,
    );
  }
}
