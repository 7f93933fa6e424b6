import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';
import { quietMember, sql, wsWithCookie } from './tracking-fixtures.js';

/**
 * The admins' tracking lists through both doors: who may read them, the member filter, the four time ranges,
 * the free-text search and the cursor paging (newest first), on records written straight into the database so
 * each test knows exactly what is there.
 */

let stack: TestStack;
let admin: Member;
let member: Member;
let alice: { id: number; username: string };
let bruno: { id: number; username: string };

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

interface LoginJson {
  id: number;
  userId: number;
  username: string;
  ipAddress: string;
  location: string;
  country: string | null;
  city: string | null;
  browser: string;
  device: string;
  timestamp: string;
}
interface BrowsingJson {
  id: number;
  userId: number | null;
  username: string | null;
  page: string;
  searchQuery: string | null;
  itemId: number | null;
  categoryId: number | null;
  timestamp: string;
}
interface Connection<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const LOGIN_FIELDS = 'id userId username ipAddress location country city browser device timestamp';
const BROWSING_FIELDS = 'id userId username page searchQuery itemId categoryId timestamp';

async function login(userId: number, ageMs: number, fields: Partial<Record<string, string>> = {}) {
  await sql(
    stack,
    `insert into login_records (user_id, event_id, ip_address, location, country, city, browser, device, via, "timestamp")
     values (?, gen_random_uuid()::text, ?, ?, ?, ?, ?, ?, 'member', ?)`,
    [
      userId,
      fields.ip ?? '81.2.69.142',
      fields.location ?? 'London, United Kingdom',
      fields.country ?? 'United Kingdom',
      fields.city ?? 'London',
      fields.browser ?? 'Seedfox 120',
      fields.device ?? 'Desktop · Linux',
      new Date(Date.now() - ageMs),
    ],
  );
}

async function view(
  userId: number | null,
  ageMs: number,
  page: string,
  extra: Partial<Record<string, unknown>> = {},
) {
  await sql(
    stack,
    `insert into browsing_records (user_id, page, search_query, filters, item_id, category_id, "timestamp") values (?, ?, ?, ?, ?, ?, ?)`,
    [
      userId,
      page,
      extra.searchQuery ?? null,
      extra.filters ?? null,
      extra.itemId ?? null,
      extra.categoryId ?? null,
      new Date(Date.now() - ageMs),
    ],
  );
}

beforeAll(async () => {
  stack = await startStack();
  [admin, member] = await Promise.all([signedInAdmin(stack), signedInMember(stack)]);
  alice = await quietMember(stack, `alice${Date.now() % 100000}`);
  bruno = await quietMember(stack, `bruno${Date.now() % 100000}`);
  await login(alice.id, 1 * HOUR);
  await login(alice.id, 2 * DAY, {
    browser: 'Seedari 17',
    device: 'Mobile · iOS',
    ip: '1.1.1.1',
    location: 'Sydney, Australia',
    city: 'Sydney',
    country: 'Australia',
  });
  await login(alice.id, 10 * DAY);
  await login(alice.id, 40 * DAY, { ip: '10.0.0.8', location: 'Unknown location', city: '', country: '' });
  await login(bruno.id, 3 * HOUR, { browser: 'Seedge 119' });
  await view(alice.id, 1 * HOUR, '/search', {
    searchQuery: 'camping tent',
    filters: '{"category":"Camping"}',
  });
  await view(alice.id, 3 * DAY, '/item/5', { itemId: 5, categoryId: 2 });
  await view(alice.id, 45 * DAY, '/seed/old');
  await view(bruno.id, 2 * HOUR, '/seed/bruno');
  await view(null, 30 * 60 * 1000, '/seed/anonymous');
});
afterAll(async () => {
  await stack?.stop();
});

async function logins(client: Client, args: string) {
  const res = await client.graphql<{ loginRecords: Connection<LoginJson> }>(
    `{ loginRecords${args} { nodes { ${LOGIN_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
  );
  return res;
}

async function browsing(client: Client, args: string) {
  return client.graphql<{ browsingRecords: Connection<BrowsingJson> }>(
    `{ browsingRecords${args} { nodes { ${BROWSING_FIELDS} } pageInfo { hasNextPage endCursor } } }`,
  );
}

describe('who may read tracking records', () => {
  it('answers admins, and refuses members with 403 and anonymous callers with 401, on both doors', async () => {
    const anonymous = new Client(stack.baseUrl);
    for (const path of ['/api/admin/tracking/logins', '/api/admin/tracking/browsing']) {
      expect((await anonymous.request('GET', path)).status, path).toBe(401);
      expect((await member.client.request('GET', path)).status, path).toBe(403);
      expect((await admin.client.request('GET', path)).status, path).toBe(200);
      // The permission answers come before anything about the parameters.
      expect((await anonymous.request('GET', `${path}?userId=abc&limit=0`)).status, path).toBe(401);
      expect((await member.client.request('GET', `${path}?userId=abc&limit=0`)).status, path).toBe(403);
    }
    for (const query of ['{ loginRecords { nodes { id } } }', '{ browsingRecords { nodes { id } } }']) {
      // GraphQL answers its errors in the body (only throttling and outages set the status).
      const anon = await anonymous.graphql(query);
      expect(anon.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(anon.body.data).toBeNull();
      const mem = await member.client.graphql(query);
      expect(mem.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(mem.body.data).toBeNull();
      expect((await admin.client.graphql(query)).body.errors).toBeUndefined();
    }
  });

  it('refuses the live browsing feed to members and anonymous sockets', async () => {
    for (const cookie of [member.client.cookieHeader, '']) {
      const ws = wsWithCookie(stack.baseUrl, cookie);
      const outcome = await new Promise<unknown>((resolve) => {
        ws.subscribe(
          { query: 'subscription { browsingRecorded { id } }' },
          {
            next: (msg) => resolve(msg.errors?.[0]?.extensions?.code),
            error: (e) => resolve(e),
            complete: () => resolve('complete'),
          },
        );
      });
      expect(cookie ? 'FORBIDDEN' : 'UNAUTHENTICATED').toBe(outcome);
      await ws.dispose();
    }
  });
});

describe('login history', () => {
  it('narrows to a member and a time range, newest first, the last 7 days by default', async () => {
    const counts: Record<string, number> = {};
    for (const range of ['DAY', 'WEEK', 'MONTH', 'ALL']) {
      const res = await logins(admin.client, `(userId: ${alice.id}, range: ${range})`);
      counts[range] = res.body.data!.loginRecords.nodes.length;
    }
    expect(counts).toEqual({ DAY: 1, WEEK: 2, MONTH: 3, ALL: 4 });
    const byDefault = (await logins(admin.client, `(userId: ${alice.id})`)).body.data!.loginRecords;
    expect(byDefault.nodes).toHaveLength(2);
    expect(byDefault.nodes[0]).toMatchObject({
      userId: alice.id,
      username: alice.username,
      ipAddress: '81.2.69.142',
      location: 'London, United Kingdom',
      country: 'United Kingdom',
      city: 'London',
      browser: 'Seedfox 120',
      device: 'Desktop · Linux',
    });
    expect(byDefault.nodes[1]).toMatchObject({ browser: 'Seedari 17', location: 'Sydney, Australia' });
    const times = byDefault.nodes.map((n) => Date.parse(n.timestamp));
    expect(times[0]).toBeGreaterThan(times[1]!);

    // REST names the ranges 1day, 7days, 30days and all; the same default.
    const rest: Record<string, number> = {};
    for (const range of ['1day', '7days', '30days', 'all', '']) {
      const res = await admin.client.request<LoginJson[]>(
        'GET',
        `/api/admin/tracking/logins?userId=${alice.id}${range ? `&range=${range}` : ''}`,
      );
      expect(res.status).toBe(200);
      rest[range || 'default'] = res.body.length;
    }
    expect(rest).toEqual({ '1day': 1, '7days': 2, '30days': 3, all: 4, default: 2 });
    // Everyone's: bruno's record is there too.
    const all = await admin.client.request<LoginJson[]>(
      'GET',
      '/api/admin/tracking/logins?range=1day&search=seed',
    );
    expect(all.body.map((r) => r.username).sort()).toEqual([alice.username, bruno.username].sort());
  });

  it('searches username, IP address, location, browser and device, every word somewhere', async () => {
    const found = async (search: string) =>
      (await logins(admin.client, `(range: ALL, search: ${JSON.stringify(search)})`)).body
        .data!.loginRecords.nodes.filter((n) => n.userId === alice.id || n.userId === bruno.id)
        .map((n) => `${n.username === alice.username ? 'a' : 'b'}:${n.browser}:${n.ipAddress}`);
    expect(await found(bruno.username.toUpperCase())).toEqual(['b:Seedge 119:81.2.69.142']);
    expect(await found('1.1.1.1')).toEqual(['a:Seedari 17:1.1.1.1']);
    expect(await found('sydney')).toEqual(['a:Seedari 17:1.1.1.1']);
    expect(await found('ios')).toEqual(['a:Seedari 17:1.1.1.1']);
    expect(await found('seedge')).toEqual(['b:Seedge 119:81.2.69.142']);
    expect(await found('London Seedfox')).toHaveLength(2);
    expect(await found(`${alice.username} unknown`)).toEqual(['a:Seedfox 120:10.0.0.8']);
    // Wildcards are plain characters.
    expect(await found('%')).toEqual([]);
    expect(await found('Seed_ox')).toEqual([]);
  });

  it('pages newest first with cursors, on both doors', async () => {
    const first = (await logins(admin.client, `(userId: ${alice.id}, range: ALL, first: 3)`)).body.data!
      .loginRecords;
    expect(first.nodes).toHaveLength(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (
      await logins(
        admin.client,
        `(userId: ${alice.id}, range: ALL, first: 3, after: ${JSON.stringify(first.pageInfo.endCursor)})`,
      )
    ).body.data!.loginRecords;
    expect(second.nodes).toHaveLength(1);
    expect(second.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
    const all = [...first.nodes, ...second.nodes];
    expect(new Set(all.map((n) => n.id)).size).toBe(4);
    const times = all.map((n) => Date.parse(n.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page1 = await admin.client.request<LoginJson[]>(
      'GET',
      `/api/admin/tracking/logins?userId=${alice.id}&range=all&limit=2`,
    );
    expect(page1.body.map((r) => r.id)).toEqual(all.slice(0, 2).map((n) => n.id));
    const cursor = page1.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const page2 = await admin.client.request<LoginJson[]>(
      'GET',
      `/api/admin/tracking/logins?userId=${alice.id}&range=all&limit=2&cursor=${encodeURIComponent(cursor!)}`,
    );
    expect(page2.body.map((r) => r.id)).toEqual(all.slice(2).map((n) => n.id));
    expect(page2.headers.get('x-next-cursor')).toBeNull();
  });

  it('refuses bad parameters with a clear 400 and the field named', async () => {
    const bad = async (path: string) =>
      admin.client.request<{ message: string; fieldErrors?: Record<string, string> }>('GET', path);
    const range = await bad('/api/admin/tracking/logins?range=2days');
    expect(range.status).toBe(400);
    expect(range.body.message).toBe('range must be one of 1day, 7days, 30days, all');
    const user = await bad('/api/admin/tracking/logins?userId=abc');
    expect(user.status).toBe(400);
    expect(user.body.message).toBe('userId must be a whole number from 1');
    const limit = await bad('/api/admin/tracking/browsing?limit=500');
    expect(limit.status).toBe(400);
    expect(limit.body.message).toBe('first must be a whole number from 1 to 200');
    for (const cursor of [
      'nonsense',
      Buffer.from('["2026-13-45T99:00:00.000000Z",1]').toString('base64url'),
    ]) {
      const res = await bad(`/api/admin/tracking/logins?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ after: 'after is not a cursor of this list' });
    }
    const long = await bad(`/api/admin/tracking/browsing?search=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    const enumBad = await logins(admin.client, '(range: YEAR)');
    expect(enumBad.status).toBe(400);
  });
});

describe('browsing history', () => {
  it('filters, searches and shows anonymous visitors without a user', async () => {
    const week = (await browsing(admin.client, `(userId: ${alice.id})`)).body.data!.browsingRecords.nodes;
    expect(week.map((n) => n.page)).toEqual(['/search', '/item/5']);
    expect(week[0]).toMatchObject({ username: alice.username, searchQuery: 'camping tent', itemId: null });
    expect(week[1]).toMatchObject({ itemId: 5, categoryId: 2, searchQuery: null });
    expect(
      (await browsing(admin.client, `(userId: ${alice.id}, range: ALL)`)).body.data!.browsingRecords.nodes,
    ).toHaveLength(3);
    expect(
      (await browsing(admin.client, `(userId: ${alice.id}, range: DAY)`)).body.data!.browsingRecords.nodes,
    ).toHaveLength(1);

    const search = async (term: string) =>
      (
        await admin.client.request<BrowsingJson[]>(
          'GET',
          `/api/admin/tracking/browsing?range=all&search=${encodeURIComponent(term)}`,
        )
      ).body.map((n) => n.page);
    expect(await search('CAMPING')).toEqual(['/search']);
    expect(await search('/seed/')).toEqual(['/seed/anonymous', '/seed/bruno', '/seed/old']);
    expect(await search(bruno.username)).toEqual(['/seed/bruno']);
    // The search's filters count too.
    expect(await search('"category"')).toEqual(['/search']);
    const anonymous = (
      await admin.client.request<BrowsingJson[]>(
        'GET',
        '/api/admin/tracking/browsing?range=1day&search=anonymous',
      )
    ).body;
    expect(anonymous).toEqual([
      expect.objectContaining({ page: '/seed/anonymous', userId: null, username: null }),
    ]);
  });
});
