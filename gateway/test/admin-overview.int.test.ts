import { type Client as WsClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/app.js';
import { adminFeed } from '../src/modules/admin/admin-feed.js';
import {
  book,
  bookableItem,
  bookingBody,
  card,
  day,
  eventually,
  type PricedItem,
  restOk,
} from './bookings-fixtures.js';
import {
  type ItemJson,
  itemBody,
  listItem,
  type Member,
  review,
  signedInAdmin,
  signedInMember,
} from './catalog-fixtures.js';
import { Client, makeVerifiedUser, openSocket, startStack, type TestStack } from './harness.js';

/**
 * The dashboard's Overview and its live feeds on a real gateway (and a second one), with the real workers: the
 * numbers are the database's, every kind of change the spec names reaches an open Overview within about a second
 * (recounts throttled to one a second per gateway), new pending listings reach the Listing Approval list, and the
 * listing decisions and dispute rulings land in the audit trail.
 */

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;

beforeAll(async () => {
  stack = await startStack();
  admin = await signedInAdmin(stack);
  [owner, renter] = await Promise.all([signedInMember(stack), signedInMember(stack)]);
  // The three logins above are recorded by the tracking worker after they answered: let them land first.
  await eventually(async () =>
    expect((await sql<{ n: number }>('select count(*)::int as n from login_records'))[0]!.n).toBe(3),
  );
});
afterAll(async () => {
  await stack?.stop();
});

interface Overview {
  totalUsers: number;
  activeListings: number;
  pendingApprovals: number;
  loginsToday: number;
  bookingsToday: number;
}

const OVERVIEW = 'totalUsers activeListings pendingApprovals loginsToday bookingsToday';

function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return stack.gateway.deps.orm.em.fork().getConnection().execute(text, params);
}

/** The numbers counted independently of the code under test. */
async function countedInSql(): Promise<Overview> {
  const [row] = await sql<Overview>(
    `select (select count(*) from users)::int as "totalUsers",
            (select count(*) from items where approval_status = 'approved' and availability)::int as "activeListings",
            (select count(*) from items where approval_status = 'pending')::int as "pendingApprovals",
            (select count(*) from login_records where "timestamp" >= date_trunc('day', now() at time zone 'utc') at time zone 'utc')::int as "loginsToday",
            (select count(*) from bookings where created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc')::int as "bookingsToday"`,
  );
  return row!;
}

async function overview(): Promise<Overview> {
  const res = await admin.client.graphql<{ adminOverview: Overview }>(`{ adminOverview { ${OVERVIEW} } }`);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.adminOverview;
}

async function login(member: { email: string; password: string }): Promise<void> {
  const res = await new Client(stack.baseUrl).request('POST', '/api/auth/login', member);
  expect(res.status).toBe(200);
}

async function setAvailability(item: ItemJson, availability: boolean): Promise<void> {
  const res = await owner.client.request('PUT', `/api/items/${item.id}`, { availability });
  expect(res.status).toBe(200);
}

/** A graphql-ws connection with the browser's cookie, to `baseUrl` (the stack's gateway by default). */
async function adminSocket(cookie: string, baseUrl = stack.baseUrl): Promise<WsClient> {
  return (await openSocket(stack, { cookie, baseUrl })).ws;
}

/** Subscribes and collects every event (with its arrival time) and anything that went wrong. */
function collect<T>(
  ws: WsClient,
  query: string,
  field: string,
): { events: T[]; times: number[]; problems: unknown[] } {
  const events: T[] = [];
  const times: number[] = [];
  const problems: unknown[] = [];
  ws.subscribe(
    { query },
    {
      next: (result) => {
        if (result.errors) problems.push(result.errors);
        else {
          events.push((result.data as Record<string, T>)[field]!);
          times.push(Date.now());
        }
      },
      error: (error) => problems.push(error),
      complete: () => {},
    },
  );
  return { events, times, problems };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the Overview numbers', () => {
  it('are the real counts, and follow registrations, listings, approvals, availability, logins and bookings', async () => {
    const start = await overview();
    expect(start).toEqual(await countedInSql());
    expect(start.totalUsers).toBeGreaterThanOrEqual(3);

    const joined = await makeVerifiedUser(stack);
    expect((await overview()).totalUsers).toBe(start.totalUsers + 1);
    const item = await listItem(stack, owner);
    expect(await overview()).toMatchObject({
      pendingApprovals: start.pendingApprovals + 1,
      activeListings: start.activeListings,
    });
    await review(admin, item.id, 'approved');
    expect(await overview()).toMatchObject({
      pendingApprovals: start.pendingApprovals,
      activeListings: start.activeListings + 1,
    });
    await setAvailability(item, false);
    expect((await overview()).activeListings).toBe(start.activeListings);
    await setAvailability(item, true);
    await book(renter, bookingBody(item as ItemJson & PricedItem, day(40), day(41), card()));
    expect((await overview()).bookingsToday).toBe(start.bookingsToday + 1);
    // The login record is written by the tracking worker, after the login answered.
    await login(joined);
    await expect
      .poll(async () => (await overview()).loginsToday, { timeout: 15_000 })
      .toBe(start.loginsToday + 1);
    expect(await overview()).toEqual(await countedInSql());
  });
});

describe('the live Overview', () => {
  it('sends the current numbers at once, then each change of every kind within about a second', async () => {
    const ws = await adminSocket(admin.client.cookieHeader);
    const { events, problems } = collect<Overview>(
      ws,
      `subscription { adminOverviewChanged { ${OVERVIEW} } }`,
      'adminOverviewChanged',
    );
    await expect.poll(() => events.length).toBe(1);
    const start = events[0]!;
    expect(start).toEqual(await countedInSql());
    const latest = () => events.at(-1)!;
    const arrives = (expected: Partial<Overview>) =>
      expect.poll(latest, { timeout: 10_000, interval: 50 }).toMatchObject(expected);

    const joined = await makeVerifiedUser(stack);
    await arrives({ totalUsers: start.totalUsers + 1 });
    const item = await listItem(stack, owner);
    await arrives({ pendingApprovals: start.pendingApprovals + 1 });
    await review(admin, item.id, 'approved');
    await arrives({ pendingApprovals: start.pendingApprovals, activeListings: start.activeListings + 1 });
    await setAvailability(item, false);
    await arrives({ activeListings: start.activeListings });
    await setAvailability(item, true);
    await arrives({ activeListings: start.activeListings + 1 });
    await login(joined);
    await arrives({ loginsToday: start.loginsToday + 1 });
    await book(renter, bookingBody(item as ItemJson & PricedItem, day(50), day(51), card()));
    await arrives({ bookingsToday: start.bookingsToday + 1 });
    // Made behind the app (an operator in psql): still announced.
    await sql(
      "insert into users (username, full_name, email) values ('psql_koala', 'Psql Koala', 'psql@example.com')",
    );
    await arrives({ totalUsers: start.totalUsers + 2 });
    expect(latest()).toEqual(await countedInSql());
    // Only changes are sent: no two events in a row are the same.
    for (let i = 1; i < events.length; i++) expect(events[i]).not.toEqual(events[i - 1]);
    expect(problems).toEqual([]);
    await ws.dispose();
    // The feed stops with its last subscriber (its database listener goes with it).
    await expect.poll(() => adminFeed(stack.gateway.deps).subscriberCount).toBe(0);
  });

  it('recounts at most once a second per gateway, however many changes arrive', async () => {
    const ws = await adminSocket(admin.client.cookieHeader);
    const { events, times, problems } = collect<Overview>(
      ws,
      `subscription { adminOverviewChanged { ${OVERVIEW} } }`,
      'adminOverviewChanged',
    );
    await expect.poll(() => events.length).toBe(1);
    const start = events[0]!;
    // 30 members join over about three seconds, each in its own transaction.
    for (let i = 0; i < 30; i++) {
      await sql('insert into users (username, full_name, email) values (?, ?, ?)', [
        `burst_${i}`,
        'Burst Koala',
        `burst_${i}@example.com`,
      ]);
      await wait(100);
    }
    await expect.poll(() => events.at(-1)!.totalUsers, { timeout: 10_000 }).toBe(start.totalUsers + 30);
    const gaps = times.slice(2).map((t, i) => t - times[i + 1]!);
    // Timers may fire a little early; "about a second" apart, never a burst.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);
    expect(events.length).toBeLessThanOrEqual(6);
    expect(problems).toEqual([]);
    await ws.dispose();
  });
});

describe('new pending listings arrive live', () => {
  let replica: Gateway;
  let replicaUrl: string;

  beforeAll(async () => {
    replica = await createGateway(stack.config);
    replicaUrl = `http://127.0.0.1:${await replica.listen(0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    await replica?.stop();
  });

  it('on every gateway: a new listing, and an approved one its owner edits back to pending; nothing else', async () => {
    const here = await adminSocket(admin.client.cookieHeader);
    const there = await adminSocket(admin.client.cookieHeader, replicaUrl);
    const query = 'subscription { itemSubmitted { id title approvalStatus ownerId owner { id username } } }';
    const onHere = collect<ItemJson>(here, query, 'itemSubmitted');
    const onThere = collect<ItemJson>(there, query, 'itemSubmitted');
    await expect.poll(() => adminFeed(stack.gateway.deps).subscriberCount).toBe(1);
    await expect.poll(() => adminFeed(replica.deps).subscriberCount).toBe(1);

    const item = await listItem(stack, owner, { title: 'Live submitted tent' });
    for (const feed of [onHere, onThere])
      await expect
        .poll(() => feed.events, { timeout: 10_000 })
        .toEqual([
          {
            id: item.id,
            title: 'Live submitted tent',
            approvalStatus: 'pending',
            ownerId: owner.id,
            owner: { id: owner.id, username: owner.username },
          },
        ]);
    // Approving, or toggling availability, is no submission.
    await review(admin, item.id, 'approved');
    await setAvailability(item, false);
    // The owner changes what the admin reviewed: back to pending, and announced again.
    const edited = await owner.client.request<ItemJson>(
      'PUT',
      `/api/items/${item.id}`,
      itemBody(item.images, { title: 'Live submitted tent, renamed' }),
    );
    expect(edited.body.approvalStatus).toBe('pending');
    for (const feed of [onHere, onThere])
      await expect
        .poll(() => feed.events.map((e) => [e.id, e.title]), { timeout: 10_000 })
        .toEqual([
          [item.id, 'Live submitted tent'],
          [item.id, 'Live submitted tent, renamed'],
        ]);
    await wait(500);
    expect(onHere.events).toHaveLength(2);
    expect(onThere.events).toHaveLength(2);
    expect([...onHere.problems, ...onThere.problems]).toEqual([]);
    await here.dispose();
    await there.dispose();
  });
});

describe('listing decisions and dispute rulings in the audit trail', () => {
  interface AuditRow {
    actor_id: number;
    action: string;
    target_type: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }
  const auditOf = (targetType: string, id: number) =>
    sql<AuditRow>(
      'select actor_id, action, target_type, before, after from audit_entries where target_type = ? and target_id = ? order by id',
      [targetType, id],
    );

  it('records each approval and rejection with the status and reason before and after; a repeat adds nothing', async () => {
    const item = await listItem(stack, owner);
    await review(admin, item.id, 'approved');
    await review(admin, item.id, 'approved');
    await review(admin, item.id, 'rejected', 'Blurry photos');
    await review(admin, item.id, 'rejected', 'Blurry photos');
    expect(await auditOf('item', item.id)).toEqual([
      {
        actor_id: admin.id,
        action: 'item.approve',
        target_type: 'item',
        before: { approvalStatus: 'pending' },
        after: { approvalStatus: 'approved' },
      },
      {
        actor_id: admin.id,
        action: 'item.reject',
        target_type: 'item',
        before: { approvalStatus: 'approved', rejectionReason: null },
        after: { approvalStatus: 'rejected', rejectionReason: 'Blurry photos' },
      },
    ]);
    // A refused decision writes nothing.
    expect(
      (await admin.client.request('PUT', `/api/admin/items/${item.id}`, { approvalStatus: 'maybe' })).status,
    ).toBe(400);
    expect(await auditOf('item', item.id)).toHaveLength(2);
  });

  it('records an admin’s ruling on a disputed damage claim, once', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await book(renter, bookingBody(item, day(60), day(62), card()));
    await restOk(owner, 'approve', booking.id);
    await restOk(owner, 'shipped', booking.id, { notes: 'Courier' });
    await restOk(renter, 'received', booking.id);
    await restOk(renter, 'returned', booking.id, { notes: 'Fine' });
    await restOk(owner, 'reportDamage', booking.id, { amount: 120, reason: 'Cracked screen' });
    await restOk(renter, 'respondToClaim', booking.id, { accept: false });
    expect(await auditOf('booking', booking.id)).toEqual([]);
    await restOk(admin, 'resolveClaim', booking.id, { ownerAmount: 60, note: 'Half of it' });
    expect(
      (await admin.client.request('PUT', `/api/admin/bookings/${booking.id}/claim`, { ownerAmount: 60 }))
        .status,
    ).toBe(409);
    expect(await auditOf('booking', booking.id)).toEqual([
      {
        actor_id: admin.id,
        action: 'claim.resolve',
        target_type: 'booking',
        before: { claimStatus: 'disputed', ownerAmount: null, decisionNote: null },
        after: { claimStatus: 'admin_decided', ownerAmount: 60, decisionNote: 'Half of it' },
      },
    ]);
  });
});
