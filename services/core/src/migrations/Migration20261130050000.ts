import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24 §1: every change to what a search reads is announced on `catalog_changed`, whoever makes it (the app, a
 * worker, a trigger, an operator in psql), so a gateway drops the search pages and facet counts it keeps for a few
 * seconds (CatalogChangeListener) instead of showing a listing as it was. The tables are those the search statement
 * and its date filter read: the listing and its category (ITEM_COLUMNS), its owner's lock (the public list), and
 * the rules, blocked ranges and full days a search by dates reads (the bookings' own writes reach it through the
 * full days their triggers keep). NOTIFY is sent at commit, and the same notification twice in one transaction
 * is sent once, so a write of many rows costs one.
 */
export class Migration20261130050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function notify_catalog_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalog_changed', '');
  return null;
end $$;`);
    for (const table of [
      'items',
      'categories',
      'item_availability_rules',
      'item_blocked_dates',
      'item_full_days',
    ]) {
      this.addSql(`create trigger ${table}_catalog_changed after insert or update or delete on ${table}
  for each row execute function notify_catalog_changed();`);
      this.addSql(`create trigger ${table}_catalog_truncated after truncate on ${table}
  for each statement execute function notify_catalog_changed();`);
    }
    // Only the lock of a member decides what a search shows of their listings (logins and profile edits do not).
    this.addSql(`create trigger users_catalog_changed after update on users for each row
  when (old.is_locked is distinct from new.is_locked)
  execute function notify_catalog_changed();`);
  }
}
