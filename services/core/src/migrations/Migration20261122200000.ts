import { Migration } from '@mikro-orm/migrations';

/**
 * Every change to what a member's snapshot holds (role, flags, public profile, counters) is announced with
 * NOTIFY, whoever makes it: the app, a worker, or an operator in psql. Gateways listen and drop the cached
 * snapshot, so a lock or a role change takes effect at once even when made behind the app.
 */
export class Migration20261122200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function notify_member_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('member_changed', coalesce(new.id, old.id)::text);
  return null;
end $$;`);
    this.addSql(`create trigger users_member_changed after update on users for each row
  when ((old.username, old.full_name, old.email, old.phone, old.profile_image, old.is_verified, old.is_locked,
         old.role, old.rating, old.review_count, old.koala_rank, old.items_listed, old.items_rented)
        is distinct from
        (new.username, new.full_name, new.email, new.phone, new.profile_image, new.is_verified, new.is_locked,
         new.role, new.rating, new.review_count, new.koala_rank, new.items_listed, new.items_rented))
  execute function notify_member_changed();`);
    this.addSql(`create trigger users_member_deleted after delete on users for each row
  execute function notify_member_changed();`);
  }
}
