/**
 * The search benchmark's listings: 100,000 items generated inside PostgreSQL by one INSERT … SELECT over
 * generate_series (no row crosses the wire), with a fixed random seed so every run measures the same data.
 *
 * Realistic on the points the search cares about: titles of an adjective, a brand and a noun of the item's
 * category; descriptions of a few sentences over a shared vocabulary (so a word is in titles of one category
 * and in descriptions of others); eight cities on four continents with the items scattered up to about 35 km
 * around each centre and priced in the city's currency (all seven of spec §9); daily prices from about $5 to
 * $500, skewed low; about 90 % approved, 93 % available, 1 % of owners locked; two years of creation times.
 */
import { CURRENCIES, type CurrencyCode } from '@koalarent/core';
import type pg from 'pg';

export const BENCH_ITEMS = 100_000;
export const BENCH_OWNERS = 2_000;
/** Bumped whenever the generator changes, so a kept database built by an older one is generated again. */
export const DATA_VERSION = 'search-bench-2';

export interface BenchCity {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  currency: CurrencyCode;
}

export const BENCH_CITIES: BenchCity[] = [
  { name: 'Sydney', country: 'Australia', latitude: -33.86785, longitude: 151.20732, currency: 'AUD' },
  { name: 'Melbourne', country: 'Australia', latitude: -37.814, longitude: 144.96332, currency: 'AUD' },
  { name: 'London', country: 'United Kingdom', latitude: 51.50853, longitude: -0.12574, currency: 'GBP' },
  { name: 'Paris', country: 'France', latitude: 48.85341, longitude: 2.3488, currency: 'EUR' },
  { name: 'New York', country: 'United States', latitude: 40.71427, longitude: -74.00597, currency: 'USD' },
  { name: 'Toronto', country: 'Canada', latitude: 43.70011, longitude: -79.4163, currency: 'CAD' },
  {
    name: 'Dubai',
    country: 'United Arab Emirates',
    latitude: 25.07725,
    longitude: 55.30927,
    currency: 'AED',
  },
  { name: 'Riyadh', country: 'Saudi Arabia', latitude: 24.68773, longitude: 46.72185, currency: 'SAR' },
];

/** Per category (the six of the foundation migration): the nouns its titles use. */
const NOUNS: Record<string, string[]> = {
  Cameras: [
    'camera',
    'mirrorless camera',
    'DSLR',
    'lens',
    'tripod',
    'gimbal',
    'action camera',
    'flash',
    'drone',
  ],
  Electronics: ['projector', 'laptop', 'speaker', 'tablet', 'monitor', 'headphones', 'e-reader', 'soundbar'],
  Tools: [
    'drill',
    'circular saw',
    'pressure washer',
    'ladder',
    'sander',
    'tile cutter',
    'jigsaw',
    'lawn mower',
  ],
  Bicycles: ['mountain bike', 'road bike', 'e-bike', 'cargo bike', 'tandem', 'kids bike', 'gravel bike'],
  Gaming: ['console', 'VR headset', 'racing wheel', 'gaming chair', 'controller', 'handheld console'],
  Outdoor: [
    'tent',
    'kayak',
    'paddle board',
    'camping stove',
    'sleeping bag',
    'cooler',
    'hammock',
    'backpack',
  ],
};

const BRANDS = [
  'Canon',
  'Nikon',
  'Sony',
  'Fujifilm',
  'Panasonic',
  'DJI',
  'GoPro',
  'Epson',
  'Apple',
  'Samsung',
  'Bose',
  'Makita',
  'Bosch',
  'DeWalt',
  'Ryobi',
  'Kärcher',
  'Trek',
  'Giant',
  'Specialized',
  'Brompton',
  'Nintendo',
  'PlayStation',
  'Xbox',
  'Logitech',
  'Coleman',
  'Yeti',
  'Thule',
  'Decathlon',
  'Osprey',
  'Jetboil',
];
const ADJECTIVES = [
  'Compact',
  'Professional',
  'Lightweight',
  'Heavy duty',
  'Portable',
  'Vintage',
  'Brand new',
  'Family',
  'Waterproof',
  'Cordless',
  'Electric',
  'Foldable',
  'Premium',
  'Classic',
  'Ultra',
  'Café racer',
  'Deluxe',
];
const USES = [
  'weekend trips',
  'weddings',
  'home renovation',
  'garden work',
  'festivals',
  'school projects',
  'a road trip',
  'film shoots',
  'birthday parties',
  'camping',
  'the beach',
  'a house move',
  'beginners and pros alike',
];
const EXTRAS = [
  'a carry case',
  'two batteries',
  'a charger',
  'spare blades',
  'a helmet',
  'a lock',
  'cables',
  'a manual',
  'a memory card',
  'a repair kit',
  'a rain cover',
  'extra pegs',
  'a remote',
  'a cleaning kit',
];

/** A PostgreSQL array literal of text values, for the generator's constant tables. */
const textArray = (values: string[]): string =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/** Whether the database already holds this generator's listings (kept between runs). */
export async function benchDataPresent(client: pg.Client): Promise<boolean> {
  await client.query('create table if not exists bench_meta (key text primary key, value text not null)');
  const { rows } = await client.query<{ value: string }>("select value from bench_meta where key = 'data'");
  if (rows[0]?.value !== DATA_VERSION) return false;
  const count = await client.query<{ n: string }>('select count(*) as n from items');
  return Number(count.rows[0]?.n) === BENCH_ITEMS;
}

/** Replaces the listings (and their owners) with freshly generated ones; returns the seconds it took. */
export async function generateBenchData(client: pg.Client): Promise<number> {
  const started = Date.now();
  const pick = (array: string, draw: string) => `(${array})[1 + floor(${draw} * cardinality(${array}))::int]`;
  const nouns = Object.entries(NOUNS)
    .map(([category, list], n) => `(${n}, '${category}', ${textArray(list)})`)
    .join(', ');
  const cities = BENCH_CITIES.map(
    (c, n) =>
      `(${n}, '${c.name}', '${c.country}', ${c.latitude}, ${c.longitude}, '${c.currency}', ${CURRENCIES[c.currency].rate})`,
  ).join(', ');

  await client.query('begin');
  try {
    await client.query("delete from bench_meta where key = 'data'");
    await client.query('truncate items, favorites restart identity cascade');
    await client.query("delete from users where email like '%@bench.koalarent.test'");
    // One session, one seed: random() gives the same sequence on every run.
    await client.query('select setseed(0.4242)');
    await client.query("set local maintenance_work_mem = '256MB'");
    await client.query(
      `insert into users (username, full_name, email, is_verified, is_locked, rating, review_count)
       select 'owner' || g, 'Bench Owner ' || g, 'owner' || g || '@bench.koalarent.test', true,
              random() < 0.01, round((3 + random() * 2)::numeric, 1), (random() * 40)::int
         from generate_series(1, $1::int) g`,
      [BENCH_OWNERS],
    );
    // Secondary indexes are dropped for the load and built again after it (from their own definitions, so they
    // stay exactly what the migrations made): one build is far faster than 100,000 insertions into GIN and GiST.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'items'::regclass
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    for (const index of indexes) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);
    // The random draws of a row are made once per row in \`draws\` (materialised, so no plan can share them
    // between rows) and only indexed into the word lists afterwards.
    await client.query(
      `with draws as materialized (
         select g, floor(random() * ${Object.keys(NOUNS).length})::int as category_no,
                floor(random() * ${BENCH_CITIES.length})::int as city_no,
                random() as adjective, random() as brand, random() as noun, random() as use1, random() as use2,
                random() as extra1, random() as extra2, random() as state, random() as price,
                random() as deposit, random() as lat, random() as lon, random() as quantity,
                random() as available, random() as rated, random() as rating, random() as reviews, random() as age
           from generate_series(1, $1::int) g
       ), named as (
         select d.*, n.category, ci.name as city, ci.country, ci.latitude, ci.longitude, ci.currency, ci.rate,
                ${pick(textArray(ADJECTIVES), 'd.adjective')} as adjective_word,
                ${pick(textArray(BRANDS), 'd.brand')} as brand_word,
                ${pick('n.nouns', 'd.noun')} as noun_word,
                ${pick(textArray(USES), 'd.use1')} as use1_word,
                ${pick(textArray(USES), 'd.use2')} as use2_word,
                ${pick(textArray(EXTRAS), 'd.extra1')} as extra1_word,
                ${pick(textArray(EXTRAS), 'd.extra2')} as extra2_word,
                -- $5 to $500 a day, skewed low, in the city's currency at its spec §9 rate.
                greatest(100, round(exp(ln(5) + d.price * ln(100)) * 100 * ci.rate))::int as cents
           from draws d
           join (values ${nouns}) as n(no, category, nouns) on n.no = d.category_no
           join (values ${cities}) as ci(no, name, country, latitude, longitude, currency, rate) on ci.no = d.city_no
       )
       insert into items (title, description, category_id, owner_id, currency, price_per_day_cents,
                          security_deposit_cents, location, latitude, longitude, quantity, approval_status,
                          availability, average_rating, review_count, created_at, updated_at)
       select left(r.adjective_word || ' ' || r.brand_word || ' ' || r.noun_word, 100),
              'This ' || lower(r.adjective_word) || ' ' || r.noun_word || ' is ideal for ' || r.use1_word || ' and '
                || r.use2_word || '. Comes with ' || r.extra1_word || ' and ' || r.extra2_word
                || '. Well looked after, cleaned after every rental. Pick up in ' || r.city || ' or ask about delivery.',
              c.id,
              (select min(id) from users where email like '%@bench.koalarent.test') + (r.g % $2::int),
              r.currency,
              r.cents,
              (r.cents * (1 + floor(r.deposit * 5)))::int,
              r.city || ', ' || r.country,
              -- Scattered up to about 33 km north-south and east-west of the centre.
              r.latitude + (r.lat - 0.5) * 0.6,
              r.longitude + (r.lon - 0.5) * 0.6 / cos(radians(r.latitude)),
              1 + floor(r.quantity * 3)::int,
              case when r.state < 0.90 then 'approved' when r.state < 0.95 then 'pending' else 'rejected' end,
              r.available < 0.93,
              case when r.rated < 0.7 then round((2.5 + r.rating * 2.5)::numeric, 1) else 0 end,
              case when r.rated < 0.7 then (r.reviews * 60)::int else 0 end,
              now() - r.age * interval '730 days',
              now()
         from named r
         join categories c on c.name = r.category`,
      [BENCH_ITEMS, BENCH_OWNERS],
    );
    for (const index of indexes) await client.query(index.definition);
    await client.query("insert into bench_meta (key, value) values ('data', $1)", [DATA_VERSION]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
  await client.query('vacuum analyze items');
  await client.query('vacuum analyze users');
  return (Date.now() - started) / 1000;
}

/**
 * Issue 23 §4: what a search by dates reads, generated beside the listings (kept while it is the same version and
 * the same day: the dates are relative to the day they were generated, as the mix's are to today). About a third of
 * the listings have bookings in the coming weeks (one to four, a week or less each, spaced so a listing's never
 * overlap, so single-unit listings stay valid): two thirds of them hold their dates (pending, approved, awaiting
 * pickup, with the renter), the rest do not (cancelled, rejected, completed). One listing in ten has one or two
 * blocked ranges of three to ten days; one in five has rules (a minimum of one to three days, sometimes a maximum,
 * a buffer of up to two days, up to three days' notice, sometimes a horizon of one to six months).
 */
export const AVAILABILITY_VERSION = 'search-bench-availability-2';

const availabilityStamp = async (client: pg.Client): Promise<string> => {
  const { rows } = await client.query<{ today: string }>('select current_date::text as today');
  return `${AVAILABILITY_VERSION}@${rows[0]?.today}`;
};

/** Whether the bookings, blocked ranges and rules for today are there (generated today by this version). */
export async function benchAvailabilityPresent(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ value: string }>(
    "select value from bench_meta where key = 'availability'",
  );
  return rows[0]?.value === (await availabilityStamp(client));
}

/** Replaces the generated bookings, blocked ranges and rules; returns the seconds it took and the row counts. */
export async function generateBenchAvailability(
  client: pg.Client,
): Promise<{ seconds: number; bookings: number; blocks: number; rules: number }> {
  const started = Date.now();
  await client.query('begin');
  try {
    await client.query("delete from bench_meta where key = 'availability'");
    await client.query(
      'truncate bookings, item_blocked_dates, item_availability_rules restart identity cascade',
    );
    await client.query('select setseed(0.2323)');
    await client.query(
      `with draws as materialized (
         select i.id as item_id, i.owner_id, i.quantity, i.price_per_day_cents, i.currency, k,
                random() as booked, random() as jitter, random() as length, random() as status, random() as renter
           from items i cross join generate_series(1, 4) as k
       ), chosen as (
         -- A third of the listings, each with one to four bookings (k up to a per-listing count).
         select d.*, (current_date + k * 15 - 10 + floor(d.jitter * 8)::int) as start_date,
                1 + floor(d.length * 7)::int as days
           from draws d
          where (d.item_id::bigint * 7919) % 3 = 0 and k <= 1 + (d.item_id % 4)
       )
       insert into bookings (item_id, renter_id, owner_id, status, start_date, end_date, days, currency,
                             daily_price_cents, rent_cents, fee_cents, total_cents, deposit_cents, single_unit,
                             delivery_method, request_key, expires_at)
       select c.item_id,
              (select min(id) from users where email like '%@bench.koalarent.test')
                + ((c.owner_id + 1 + floor(c.renter * 100)::int) % $1::int),
              c.owner_id,
              case when c.status < 0.25 then 'pending_approval' when c.status < 0.5 then 'approved'
                   when c.status < 0.58 then 'awaiting_pickup' when c.status < 0.67 then 'with_renter'
                   when c.status < 0.8 then 'cancelled' when c.status < 0.9 then 'rejected' else 'completed' end,
              c.start_date, c.start_date + c.days - 1, c.days, c.currency, c.price_per_day_cents,
              c.price_per_day_cents * c.days, round(c.price_per_day_cents * c.days * 0.15)::int,
              c.price_per_day_cents * c.days + round(c.price_per_day_cents * c.days * 0.15)::int, 0,
              c.quantity = 1, 'pickup', 'bench-' || c.item_id || '-' || c.k, now() + interval '2 days'
         from chosen c`,
      [BENCH_OWNERS],
    );
    await client.query(
      `insert into item_blocked_dates (item_id, start_date, end_date, note, source)
       select i.id, current_date + s.start_offset, current_date + s.start_offset + s.length, 'Away', 'owner'
         from items i
         cross join lateral (
           select k, 3 + floor(random() * 50)::int as start_offset, 2 + floor(random() * 8)::int as length
             from generate_series(1, 1 + (i.id % 2)) as k
         ) s
        where (i.id::bigint * 104729) % 10 = 1`,
    );
    await client.query(
      `insert into item_availability_rules (item_id, min_days, max_days, buffer_days, advance_notice_days, horizon_days)
       select r.id, r.min_days, case when r.has_max < 0.3 then r.min_days + 6 end, r.buffer, r.notice,
              case when r.has_horizon < 0.4 then 30 + floor(r.horizon * 150)::int end
         from (select i.id, 1 + floor(random() * 3)::int as min_days, random() as has_max,
                      floor(random() * 3)::int as buffer, floor(random() * 4)::int as notice,
                      random() as has_horizon, random() as horizon
                 from items i where (i.id::bigint * 15485863) % 5 = 2) r`,
    );
    await client.query("insert into bench_meta (key, value) values ('availability', $1)", [
      await availabilityStamp(client),
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
  await client.query('vacuum analyze bookings');
  await client.query('vacuum analyze item_blocked_dates');
  await client.query('vacuum analyze item_availability_rules');
  // Written by the bookings' triggers as they were inserted: vacuumed, a range's rows are read from the index alone.
  await client.query('vacuum analyze item_full_days');
  const count = async (table: string) =>
    Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
  return {
    seconds: (Date.now() - started) / 1000,
    bookings: await count('bookings'),
    blocks: await count('item_blocked_dates'),
    rules: await count('item_availability_rules'),
  };
}
