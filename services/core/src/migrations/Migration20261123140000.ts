import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 10, the admin dashboard.
 *
 * - `audit_entries`: one row per admin action (who, what, which row, the changed fields before and after), written
 *   in the action's own transaction. Append-only: a trigger refuses any update or delete, so not even a bug or a
 *   stray psql session can rewrite the trail.
 * - The overview's live updates: statement-level triggers NOTIFY `admin_overview_changed` when members join or
 *   leave and when listings are added, removed, or change approval or availability, whoever makes the change. A
 *   notification carries nothing (the gateway recounts, at most once a second) and identical notifications of one
 *   transaction fold into one, so a bulk change costs one. Bookings and login records, written on hot paths, get
 *   no trigger: NOTIFY serialises the commits of the transactions that send it, and the gateway notices new rows
 *   there from their highest id instead.
 * - `admin_items_submitted`: the ids of listings that went to pending approval (a new listing, or an edit that
 *   sent it back), so the Listing Approval list updates live. An insert announces its pending rows in one
 *   notification (a bulk import names at most its first 500).
 */
export class Migration20261123140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_entries" ("id" serial primary key, "actor_id" int not null, "action" varchar(40) not null, "target_type" varchar(16) not null, "target_id" int not null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create or replace function audit_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit entries are append-only' using errcode = 'insufficient_privilege';
end $$;`);
    this.addSql(`create trigger audit_entries_append_only before update or delete on audit_entries for each row
  execute function audit_entries_append_only();`);

    this.addSql(`create or replace function notify_admin_overview_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('admin_overview_changed', '');
  return null;
end $$;`);
    this.addSql(`create trigger users_admin_overview after insert or delete on users for each statement
  execute function notify_admin_overview_changed();`);
    this.addSql(`create trigger items_admin_overview after insert or delete on items for each statement
  execute function notify_admin_overview_changed();`);
    this.addSql(`create trigger items_admin_overview_update after update of approval_status, availability on items
  for each row when (old.approval_status is distinct from new.approval_status
                     or old.availability is distinct from new.availability)
  execute function notify_admin_overview_changed();`);

    this.addSql(`create or replace function notify_items_submitted() returns trigger language plpgsql as $$
declare
  ids text;
begin
  if tg_level = 'STATEMENT' then
    select string_agg(id::text, ',' order by id) into ids
      from (select id from submitted_items where approval_status = 'pending' order by id limit 500) s;
  else
    ids := new.id::text;
  end if;
  if ids is not null then
    perform pg_notify('admin_items_submitted', ids);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger items_submitted_insert after insert on items
  referencing new table as submitted_items for each statement
  execute function notify_items_submitted();`);
    this.addSql(`create trigger items_submitted_update after update of approval_status on items
  for each row when (new.approval_status = 'pending' and old.approval_status is distinct from 'pending')
  execute function notify_items_submitted();`);
  }
}
