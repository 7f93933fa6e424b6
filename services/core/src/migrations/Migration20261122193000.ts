import { Migration } from '@mikro-orm/migrations';

/**
 * Outbox events get a globally unique id. The serial restarts at 1 whenever the database is recreated, while
 * Redis keeps completed jobs (their ids de-duplicate re-publishes) for a day: a new event numbered like an old
 * one was dropped in silence. UUIDv7 ids are set by the application; rows written before get a random UUID.
 */
export class Migration20261122193000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_events" add column "event_id" uuid not null default gen_random_uuid();`);
    this.addSql(`alter table "outbox_events" alter column "event_id" drop default;`);
    this.addSql(
      `alter table "outbox_events" add constraint "outbox_events_event_id_unique" unique ("event_id");`,
    );
    // Consumers key what they write by the event id; a UUID needs 36 characters.
    this.addSql(`alter table "login_records" alter column "event_id" type varchar(64);`);
  }
}
