import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24 §1: each listing's point on earthdistance's earth kept as a column, `earth`, generated from its
 * coordinates (null without them), and the two place indexes rebuilt on it. A radius, box or distance search computed
 * `ll_to_earth(latitude, longitude)` for every candidate, two or three times (the box test, the exact distance, the
 * distance shown): about 3 µs a call, most of a radius search's CPU (a `count(*)` with the distance of each of the
 * 100,000 bench listings: 480 ms, against 52 ms reading the column).
 */
export class Migration20261129220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "items" add column "earth" cube generated always as (ll_to_earth(latitude, longitude)::cube) stored;`,
    );
    this.addSql('drop index "items_earth";');
    this.addSql('create index "items_earth" on "items" using gist ("earth");');
    this.addSql('drop index "items_public_earth_price";');
    this.addSql(
      `create index "items_public_earth_price" on "items" using gist ("earth", "price_per_day_usd_cents") where "approval_status" = 'approved' and "availability";`,
    );
  }
}
