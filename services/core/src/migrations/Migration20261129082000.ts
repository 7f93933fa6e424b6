import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24 §1: `items_public_earth_price`, the public list's places with their USD price in one GiST index (btree_gist
 * for the integer), so a radius search with a price bound reads from the table only the rows inside both; with the
 * place alone (`items_earth`) it read every listing in the radius's box and dropped most of them for their price.
 */
export class Migration20261129082000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(
      `create index "items_public_earth_price" on "items" using gist (ll_to_earth("latitude", "longitude"), "price_per_day_usd_cents") where "approval_status" = 'approved' and "availability";`,
    );
  }
}
