import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PgListener } from '../src/db/pg-listener.js';
import {
  CATALOG_CHANGED_CHANNEL,
  CatalogChangeListener,
  coreEntities,
  createLogger,
  createOrm,
  type Orm,
} from '../src/index.js';
import { createDatabaseFromTemplate } from '../src/testing/index.js';

/**
 * Issue 24 §1: the gateway keeps search pages and facet counts until `catalog_changed` says something a search reads
 * has changed (Migration20261130050000). Each write below either announces it or must not: a write that a search
 * would show and that stayed silent would leave visitors a stale page for the cache's whole TTL.
 *
 * Silence is shown without waiting: after the write, the test notifies a marker of its own on the same channel.
 * Notifications of separate transactions arrive in commit order, so the marker arriving with nothing before it
 * means the write announced nothing.
 */

const logger = createLogger('catalog-changes-test', 'silent');
let orm: Orm;
let drop: () => Promise<void>;
let databaseUrl: string;
let listener: PgListener;
const heard: string[] = [];
let owner = 0;
let renter = 0;
let category = 0;
let marks = 0;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.fork().getConnection().execute<T[]>(text, params);
}

async function addUser(name: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    'insert into users (username, full_name, email, role) values (?, ?, ?, ?) returning id',
    [name, `${name} Tester`, `${name}@example.com`, 'user'],
  );
  return row!.id;
}

async function addItem(title: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents, approval_status)
     values (?, 'A listing of the catalogue change test.', ?, ?, 'USD', 1500, 'approved') returning id`,
    [title, category, owner],
  );
  return row!.id;
}

/** What the channel carried because of `write`: the triggers' empty payloads, up to the marker sent after it. */
async function heardOf(write: () => Promise<unknown>): Promise<string[]> {
  const from = heard.length;
  await write();
  const marker = `marker-${++marks}`;
  await sql('select pg_notify(?, ?)', [CATALOG_CHANGED_CHANNEL, marker]);
  await expect.poll(() => heard.includes(marker), { timeout: 5_000 }).toBe(true);
  return heard.slice(from, heard.indexOf(marker));
}

async function expectAnnounced(write: () => Promise<unknown>): Promise<void> {
  // Usually one however many rows the write touched (NOTIFY folds duplicates in a transaction; a trigger's own
  // subtransactions may each send theirs): the gateway drops its pages on each, so any number of at least one will do.
  const notes = await heardOf(write);
  expect(notes.length).toBeGreaterThan(0);
  expect(new Set(notes)).toEqual(new Set(['']));
}

async function expectSilent(write: () => Promise<unknown>): Promise<void> {
  expect(await heardOf(write)).toEqual([]);
}

beforeAll(async () => {
  const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
  drop = db.drop;
  databaseUrl = db.databaseUrl;
  orm = await createOrm({ databaseUrl, entities: coreEntities, poolMax: 2 });
  listener = new PgListener({
    databaseUrl,
    logger,
    name: 'catalogue test listener',
    channels: [CATALOG_CHANGED_CHANNEL],
    onNotification: (_channel, payload) => heard.push(payload),
  });
  await listener.start();
  owner = await addUser('catalogowner');
  renter = await addUser('catalogrenter');
  const [row] = await sql<{ id: number }>('select id from categories order by id limit 1');
  category = row!.id;
});

afterAll(async () => {
  await listener?.stop();
  await orm?.close();
  await drop?.();
});

describe('catalog_changed', () => {
  it('is announced for a listing written, edited or removed', async () => {
    let id = 0;
    await expectAnnounced(async () => {
      id = await addItem('Catalogue lantern');
    });
    await expectAnnounced(() => sql('update items set price_per_day_cents = 1800 where id = ?', [id]));
    await expectAnnounced(() =>
      orm.em.fork().transactional(async (em) => {
        await em.execute('update items set availability = false where id = ?', [id]);
        await em.execute('update items set availability = true where id = ?', [id]);
      }),
    );
    await expectAnnounced(() => sql('delete from items where id = ?', [id]));
  });

  it("is announced for a member's lock, and not for the rest of their profile", async () => {
    await expectSilent(() => sql("update users set full_name = 'Someone Else' where id = ?", [owner]));
    await expectSilent(() => sql('update users set last_login_at = now() where id = ?', [owner]));
    await expectAnnounced(() => sql('update users set is_locked = true where id = ?', [owner]));
    await expectAnnounced(() => sql('update users set is_locked = false where id = ?', [owner]));
  });

  it('is announced for a category renamed', async () => {
    const [row] = await sql<{ name: string }>('select name from categories where id = ?', [category]);
    await expectAnnounced(() => sql("update categories set name = 'Renamed' where id = ?", [category]));
    await expectAnnounced(() => sql('update categories set name = ? where id = ?', [row!.name, category]));
  });

  it('is announced for what a search by dates reads: rules, blocked dates, and a booking that fills a day', async () => {
    const id = await addItem('Catalogue tent');
    await expectAnnounced(() =>
      sql('insert into item_availability_rules (item_id, min_days) values (?, 2)', [id]),
    );
    await expectAnnounced(() =>
      sql(
        "insert into item_blocked_dates (item_id, start_date, end_date) values (?, '2027-03-01', '2027-03-03')",
        [id],
      ),
    );
    // The bookings table has no trigger of its own here: a booking that takes the only unit fills its days
    // (item_full_days, kept by the bookings triggers), and that is what is announced.
    await expectAnnounced(() =>
      sql(
        `insert into bookings (item_id, renter_id, owner_id, status, start_date, end_date, days, currency,
           daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents, single_unit, delivery_method,
           request_key, expires_at)
         values (?, ?, ?, 'approved', '2027-04-01', '2027-04-02', 2, 'USD', 1500, 3000, 300, 3300, 0, true, 'pickup',
           'catalog-changes-1', now())`,
        [id, renter, owner],
      ),
    );
    await expect(sql('select day from item_full_days where item_id = ?', [id])).resolves.toHaveLength(2);
    await expectAnnounced(() => sql('truncate item_full_days'));
  });

  it('reaches the gateway through CatalogChangeListener', async () => {
    let changes = 0;
    const changeListener = new CatalogChangeListener(databaseUrl, logger, () => {
      changes += 1;
    });
    await changeListener.start();
    try {
      await addItem('Catalogue kayak');
      await expect.poll(() => changes, { timeout: 5_000 }).toBe(1);
    } finally {
      await changeListener.stop();
    }
  });
});
