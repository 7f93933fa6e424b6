import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26 §1: a member's `identity_verified` is part of the snapshot cached beside their sessions, so a change to
 * it is announced like the other snapshot columns (the trigger of Migration20261122200000, with the column added).
 */
export class Migration20261129120100 extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop trigger users_member_changed on users;');
    this.addSql(`create trigger users_member_changed after update on users for each row
  when ((old.username, old.full_name, old.email, old.phone, old.profile_image, old.is_verified, old.identity_verified,
         old.is_locked, old.role, old.rating, old.review_count, old.koala_rank, old.items_listed, old.items_rented)
        is distinct from
        (new.username, new.full_name, new.email, new.phone, new.profile_image, new.is_verified, new.identity_verified,
         new.is_locked, new.role, new.rating, new.review_count, new.koala_rank, new.items_listed, new.items_rented))
  execute function notify_member_changed();`);
  }
}
