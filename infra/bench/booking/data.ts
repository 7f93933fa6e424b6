/**
 * The booking benchmark's data, written straight into its own database (never the demo one): one owner, N renters
 * who can sign in, and approved single-unit items. Every run starts from the same state: the bookings, their money
 * and events of the previous run are removed first, so figures do not drift with a growing table.
 *
 * Requests never conflict on dates: request i books item i mod M for the i-th ⌊i / M⌋ three-day slot ahead (see
 * load.mjs), so each item is booked back to back, one slot after another, and the worker never refuses one for
 * overlapping dates. The items are single-unit on purpose: that is the common listing, and it puts the database's
 * exclusion constraint on the measured path.
 */
import { fromMinorUnits, hashPassword, MAX_ADVANCE_DAYS, quoteRental } from '@koalarent/core';
import type pg from 'pg';

/** Every bench account's e-mail ends with this, so a rerun finds and replaces exactly them. */
export const BENCH_EMAIL_DOMAIN = 'bench-booking.koalarent.test';
export const BENCH_PASSWORD = 'Bench-Renter!2024';
/** The length of every requested rental, in days (start and end inclusive). */
export const RENTAL_DAYS = 3;
/** Slots per item: back-to-back rentals from the first day on, all within how far ahead a rental may start. */
export const SLOTS_PER_ITEM = Math.floor((MAX_ADVANCE_DAYS - 10) / RENTAL_DAYS);

export interface BenchItem {
  id: number;
  /** Rent + 15 % fee for RENTAL_DAYS days, as the wizard sends it (a decimal in the item's currency). */
  totalPrice: number;
}

export interface BenchData {
  ownerId: number;
  renters: { id: number; email: string }[];
  /** The items the load books. */
  items: BenchItem[];
  /** One item per renter for the request that saves the renter's card before the load (see bench.ts). */
  primeItems: BenchItem[];
}

/**
 * Tables the bookings of a previous run left rows in. Truncated with CASCADE, so whatever refers to bookings
 * (ledger, reviews, claims) goes too.
 */
const RUN_TABLES = [
  'bookings',
  'booking_command_log',
  'sandbox_payments',
  'sandbox_cards',
  'payment_methods',
  'outbox_events',
  'favorites',
  'items',
];

/** Replaces the benchmark's accounts and items with fresh ones; the bookings of earlier runs are removed. */
export async function seedBookingData(
  client: pg.Client,
  options: { renters: number; items: number },
): Promise<BenchData> {
  // One hash for every bench account: argon2 costs ~30 ms a call, and the accounts differ only by e-mail.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const emailLike = `%@${BENCH_EMAIL_DOMAIN}`;
  await client.query('begin');
  try {
    await client.query(`truncate ${RUN_TABLES.join(', ')} restart identity cascade`);
    await client.query('delete from users where email like $1', [emailLike]);
    // Ids in ranges of their own (items from 1,000,001, cards 2,000,001, bookings 3,000,001, users past 4,000,000):
    // the pgbench script (pgbench.ts) tells a recorded request's item, renter, card and booking ids apart from each
    // other and from its amounts by value, so no two may be equal.
    await client.query(
      `select setval(pg_get_serial_sequence('items', 'id'), 1000000),
              setval(pg_get_serial_sequence('payment_methods', 'id'), 2000000),
              setval(pg_get_serial_sequence('bookings', 'id'), 3000000),
              setval(pg_get_serial_sequence('users', 'id'),
                     greatest(4000000, (select coalesce(max(id), 0) from users)))`,
    );
    const owner = await client.query<{ id: number }>(
      `insert into users (username, full_name, email, password_hash, is_verified, email_verified_at)
       values ('bench_owner', 'Bench Owner', $1, $2, true, now()) returning id`,
      [`owner@${BENCH_EMAIL_DOMAIN}`, passwordHash],
    );
    const ownerId = owner.rows[0]?.id;
    if (ownerId === undefined) throw new Error('inserting the bench owner returned no id');
    const renters = await client.query<{ id: number; email: string }>(
      `insert into users (username, full_name, email, password_hash, is_verified, email_verified_at)
       select 'bench_renter_' || g, 'Bench Renter ' || g, 'renter' || g || '@' || $2::text, $3, true, now()
         from generate_series(1, $1::int) g
       returning id, email`,
      [options.renters, BENCH_EMAIL_DOMAIN, passwordHash],
    );
    // Daily prices vary by item (so the price check compares real figures), all in USD; a deposit on each, so the
    // worker places both holds as a real request does.
    const items = await client.query<{ id: number; daily: number; deposit: number }>(
      `insert into items (title, description, category_id, owner_id, currency, price_per_day_cents,
                          security_deposit_cents, location, latitude, longitude, quantity, approval_status,
                          availability)
       select 'Bench mirrorless camera ' || g,
              'A full-frame mirrorless camera with a 24-105 lens, two batteries and a charger. Item ' || g || '.',
              (select min(id) from categories), $2::int, 'USD', 1000 + (g % 50) * 137, 20000,
              'Sydney, Australia', -33.86785, 151.20732, 1, 'approved', true
         from generate_series(1, $1::int) g
       returning id, price_per_day_cents as daily, security_deposit_cents as deposit`,
      [options.items + options.renters, ownerId],
    );
    await client.query('update users set items_listed = $2 where id = $1', [ownerId, items.rows.length]);
    await client.query('commit');
    const priced = items.rows
      .sort((a, b) => a.id - b.id)
      .map((row) => ({
        id: row.id,
        totalPrice: fromMinorUnits(quoteRental(row.daily, row.deposit, RENTAL_DAYS).totalCents),
      }));
    await client.query('analyze users');
    await client.query('analyze items');
    return {
      ownerId,
      renters: renters.rows.sort((a, b) => a.id - b.id),
      items: priced.slice(0, options.items),
      primeItems: priced.slice(options.items),
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/** What the committed bookings of one measured run look like in the database. */
export interface CommittedCheck {
  /** Bookings whose request carried this run's idempotency keys. */
  committed: number;
  /** Of those, pending approval with their payment authorised, as a new request must be. */
  pendingAuthorized: number;
  /** The sum of their ledger entries in minor units: 0 when every posting balances. */
  ledgerSum: number;
}

/**
 * Counts the bookings one measured run committed, by its idempotency keys: the worker keeps each request's job id
 * (`cmd-booking-request-<renter>-<key>`) as the booking's `request_key`.
 */
export async function committedBookings(client: pg.Client, keyPrefix: string): Promise<CommittedCheck> {
  const pattern = `%-${keyPrefix.replace(/[\\%_]/g, '\\$&')}-%`;
  const { rows } = await client.query<{ committed: number; pending: number; ledger: string | null }>(
    `select count(*)::int as committed,
            count(*) filter (where b.status = 'pending_approval' and b.payment_status = 'authorized')::int
              as pending,
            (select sum(l.amount_cents) from ledger_entries l
               join bookings lb on lb.id = l.booking_id where lb.request_key like $1) as ledger
       from bookings b where b.request_key like $1`,
    [pattern],
  );
  const row = rows[0];
  return {
    committed: row?.committed ?? 0,
    pendingAuthorized: row?.pending ?? 0,
    ledgerSum: Number(row?.ledger ?? 0),
  };
}
