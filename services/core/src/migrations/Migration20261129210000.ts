import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 23 §4 / issue 24 §1: the days on which a listing has no unit left, kept as rows, so a search by dates reads
 * the listings its range touches from one index instead of counting every booking near the range for every search
 * (`notFreeForRangeSql`: 66 ms of PostgreSQL CPU per date search on the bench's 100,000 listings), and each of the
 * rules' four limits from an index of its own instead of a scan of every rules row.
 *
 * `item_full_days` holds (day, item, buffer) for each day on which the listing's active bookings, each stretched by
 * the listing's buffer after its end, number at least its quantity: exactly the days the rules module
 * (`rangeRefusal`, services/bookings/src/booking/availability.ts) counts. A range start .. end is then taken by
 * bookings when a row of the listing lies in start .. end + buffer. The buffer is kept on the row because the rows
 * were counted with it; a new buffer counts the listing's rows again.
 *
 * Triggers keep it, so every writer of bookings, quantities and buffers does (the commands, the seed, the calendar
 * sync, tests that write rows, an operator's SQL) without remembering to: a booking's insert, delete, or change of
 * status, dates or item counts its days again (start .. end + buffer, of its old and its new row); a new quantity, a
 * rules row written or removed, counts the whole listing again; a TRUNCATE of bookings or rules rebuilds the table.
 * Recounts of one listing queue behind each other on a transaction-level advisory lock (one of 256, by item id: a
 * bulk write of many listings holds at most 256 locks), and each of their statements takes a fresh snapshot (READ
 * COMMITTED), so the second of two concurrent writers counts with the first one's rows.
 *
 * The statuses that hold a unit are core's ACTIVE_BOOKING_STATUSES as of this migration; `availability-sql.int`
 * checks, over random listings and random edits, that the search with this table finds exactly the listings the
 * rules module calls free, so a status added to that list without a migration here fails it.
 */
/** Core's ACTIVE_BOOKING_STATUSES when this was written: frozen here, as a migration's SQL must be. */
const HOLDING = "'pending_approval','approved','awaiting_pickup','in_transit','with_renter'";

export class Migration20261129210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "item_full_days" ("item_id" int not null, "day" date not null, "buffer_days" int not null default 0, constraint "item_full_days_pkey" primary key ("item_id", "day"));`,
    );
    // Day first, with what the search needs of each row: a range's rows in one index-only read.
    this.addSql(
      `create index "item_full_days_day" on "item_full_days" ("day") include ("item_id", "buffer_days");`,
    );
    // The four ways a range can fail a listing's rules, each a range read of its own index (the search ORs them).
    for (const column of ['min_days', 'max_days', 'advance_notice_days', 'horizon_days'])
      this.addSql(
        `create index "item_availability_rules_${column}" on "item_availability_rules" ("${column}");`,
      );
    this.addSql(
      `alter table "item_full_days" add constraint "item_full_days_item_id_foreign" foreign key ("item_id") references "items" ("id") on update cascade on delete cascade;`,
    );

    // Counts the listing's days from .. to + its buffer again (from/to null: every day of every active booking it
    // has, after dropping all its rows: a new quantity or buffer).
    this.addSql(`create function koala_count_full_days(p_item integer, p_from date, p_to date) returns void
      language plpgsql as $$
      declare
        v_quantity integer;
        v_buffer integer;
        v_from date := p_from;
        v_to date := p_to;
      begin
        if p_item is null then return; end if;
        perform pg_advisory_xact_lock(20261129, p_item % 256);
        select quantity into v_quantity from items where id = p_item;
        if not found then return; end if;
        select coalesce(max(buffer_days), 0) into v_buffer from item_availability_rules where item_id = p_item;
        if v_from is null then
          delete from item_full_days where item_id = p_item;
          select min(start_date), max(end_date) into v_from, v_to from bookings
           where item_id = p_item
             and status in (${HOLDING});
          if v_from is null then return; end if;
        else
          delete from item_full_days where item_id = p_item and day between v_from and v_to + v_buffer;
        end if;
        insert into item_full_days (item_id, day, buffer_days)
        select p_item, d.day, v_buffer
          from (select generate_series(v_from, v_to + v_buffer, interval '1 day')::date as day) as d
         where (select count(*) from bookings b
                 where b.item_id = p_item
                   and b.status in (${HOLDING})
                   and b.start_date <= d.day and b.end_date + v_buffer >= d.day) >= v_quantity;
      end $$;`);

    this.addSql(`create function koala_full_days_of_booking() returns trigger language plpgsql as $$
      declare
        v_active text[] := array[${HOLDING}];
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = any(v_active) then
          perform koala_count_full_days(old.item_id, old.start_date, old.end_date);
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.status = any(v_active) then
          perform koala_count_full_days(new.item_id, new.start_date, new.end_date);
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "bookings_full_days" after insert or delete or update of status, start_date, end_date, item_id on "bookings" for each row execute function koala_full_days_of_booking();`,
    );

    this.addSql(`create function koala_full_days_of_listing() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'items' then
          perform koala_count_full_days(new.id, null, null);
        elsif tg_op = 'INSERT' then
          perform koala_count_full_days(new.item_id, null, null);
        else
          perform koala_count_full_days(old.item_id, null, null);
          if tg_op = 'UPDATE' and new.item_id is distinct from old.item_id then
            perform koala_count_full_days(new.item_id, null, null);
          end if;
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "items_full_days" after update of quantity on "items" for each row when (old.quantity is distinct from new.quantity) execute function koala_full_days_of_listing();`,
    );
    this.addSql(
      `create trigger "item_availability_rules_full_days" after insert or delete or update of buffer_days, item_id on "item_availability_rules" for each row execute function koala_full_days_of_listing();`,
    );

    // Every listing counted again: after a TRUNCATE (row triggers do not fire), and once now for the rows there are.
    this.addSql(`create function koala_count_all_full_days() returns void language plpgsql as $$
      begin
        -- Not TRUNCATE: the statement that called this may be truncating item_full_days itself (a cascade from items).
        delete from item_full_days;
        perform koala_count_full_days(b.item_id, null, null)
           from (select distinct item_id from bookings
                  where item_id is not null
                    and status in (${HOLDING})) as b;
      end $$;`);
    this.addSql(`create function koala_rebuild_full_days() returns trigger language plpgsql as $$
      begin
        perform koala_count_all_full_days();
        return null;
      end $$;`);
    this.addSql(
      `create trigger "bookings_full_days_truncate" after truncate on "bookings" for each statement execute function koala_rebuild_full_days();`,
    );
    this.addSql(
      `create trigger "item_availability_rules_full_days_truncate" after truncate on "item_availability_rules" for each statement execute function koala_rebuild_full_days();`,
    );
    this.addSql(`select koala_count_all_full_days();`);
  }
}
