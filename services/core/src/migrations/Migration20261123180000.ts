import { Migration } from '@mikro-orm/migrations';

/**
 * The admin Overview's "Bookings Today" counts bookings created since UTC midnight; without an index on the
 * creation time that count read the whole table on every refresh of the dashboard.
 */
export class Migration20261123180000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "bookings_created_at_index" on "bookings" ("created_at");`);
  }
}
