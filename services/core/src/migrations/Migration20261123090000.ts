import { Migration } from '@mikro-orm/migrations';

/** Issue 7: an admin's reason for rejecting a listing, shown to its owner (cleared when it goes back to pending). */
export class Migration20261123090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "items" add column "rejection_reason" varchar(500) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "items" drop column "rejection_reason";`);
  }
}
