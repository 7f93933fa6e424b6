import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26 §1: private uploads (identity documents). `uploads.private` marks an upload kept in the private store,
 * never under /uploads/; its renditions carry no URL.
 */
export class Migration20261129114530 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "uploads" add column "private" boolean not null default false;`);
  }
}
