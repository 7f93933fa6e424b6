import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23 §5: the owner's "Instant book for trusted renters" switch on a listing. Off for every existing listing,
 * so nothing changes until an owner turns it on.
 */
export class Migration20261129043000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "items" add column "instant_book" boolean not null default false;`);
  }
}
