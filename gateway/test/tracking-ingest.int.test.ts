import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';
import { sql, triggerUntilDelivered, wsWithCookie } from './tracking-fixtures.js';

/**
 * Page views through both doors (POST /api/tracking/events as JSON and as a beacon's text/plain, and the
 * trackPageViews mutation): answered 202 at once, written by the tracking worker, shown live to admins; bad
 * input refused with nothing queued; a flood refused per session with 429 while everyone else goes on.
 */

const PER_MINUTE = 40;
let stack: TestStack;
let admin: Member;
let member: Member;

beforeAll(async () => {
  stack = await startStack({ TRACKING_EVENTS_PER_MINUTE: String(PER_MINUTE) });
  [admin, member] = await Promise.all([signedInAdmin(stack), signedInMember(stack)]);
});
afterAll(async () => {
  await stack?.stop();
});

const pageCount = async (page: string) =>
  (
    await sql<{ n: number }>(stack, 'select count(*)::int as n from browsing_records where page = ?', [page])
  )[0]!.n;

describe('reporting page views', () => {
  it('answers 202 to a member’s JSON batch, records it as theirs, and shows it live to an admin', async () => {
    const ws = wsWithCookie(stack.baseUrl, admin.client.cookieHeader);
    interface Live {
      browsingRecorded: {
        userId: number | null;
        username: string | null;
        page: string;
        searchQuery: string | null;
        itemId: number | null;
        categoryId: number | null;
      };
    }
    const live = new Promise<Live['browsingRecorded']>((resolve, reject) => {
      ws.subscribe<Live>(
        {
          query:
            'subscription { browsingRecorded { userId username page searchQuery itemId categoryId timestamp } }',
        },
        {
          next: (msg) => {
            if (msg.errors) reject(new Error(JSON.stringify(msg.errors)));
            if (msg.data?.browsingRecorded.page === '/item/42') resolve(msg.data.browsingRecorded);
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    try {
      const seen = await triggerUntilDelivered(live, async () => {
        const res = await member.client.request('POST', '/api/tracking/events', {
          events: [
            { page: '/search', searchQuery: 'kayak', filters: { category: 'Water sports', maxPrice: 40 } },
            { page: '/item/42', itemId: 42, categoryId: 3, at: new Date().toISOString() },
          ],
        });
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ success: true });
      });
      expect(seen).toMatchObject({
        userId: member.id,
        username: member.username,
        page: '/item/42',
        searchQuery: null,
        itemId: 42,
        categoryId: 3,
      });
    } finally {
      await ws.dispose();
    }
    const [search] = await sql<{ user_id: number; search_query: string; filters: string }>(
      stack,
      "select user_id, search_query, filters from browsing_records where page = '/search' and search_query = 'kayak' limit 1",
    );
    expect(search).toEqual({
      user_id: member.id,
      search_query: 'kayak',
      filters: '{"category":"Water sports","maxPrice":40}',
    });
    const listed = await admin.client.graphql<{
      browsingRecords: { nodes: { page: string; userId: number }[] };
    }>(`{ browsingRecords(userId: ${member.id}, range: DAY) { nodes { page userId } } }`);
    expect(listed.body.data?.browsingRecords.nodes.map((n) => n.page)).toContain('/item/42');
  });

  it('takes the text/plain JSON navigator.sendBeacon sends, from a visitor who is not signed in', async () => {
    const res = await fetch(`${stack.baseUrl}/api/tracking/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:4000' },
      body: JSON.stringify({ events: [{ page: '/beacon/left' }] }),
    });
    expect(res.status).toBe(202);
    await expect.poll(() => pageCount('/beacon/left'), { timeout: 10_000 }).toBe(1);
    const [row] = await sql<{ user_id: number | null }>(
      stack,
      "select user_id from browsing_records where page = '/beacon/left'",
    );
    expect(row!.user_id).toBeNull();
  });

  it('takes the same batch through GraphQL', async () => {
    const res = await member.client.graphql<{ trackPageViews: boolean }>(
      'mutation($events: [PageViewInput!]!) { trackPageViews(events: $events) }',
      { events: [{ page: '/graphql/door', categoryId: 4 }] },
    );
    expect(res.body).toEqual({ data: { trackPageViews: true } });
    await expect.poll(() => pageCount('/graphql/door'), { timeout: 10_000 }).toBe(1);
  });

  it('refuses bad input with a clear 400 and queues nothing', async () => {
    // Every job added to the queue is an `added` entry in its event stream: none may appear.
    const redis = stack.gateway.deps.redis;
    const stream = `${stack.config.REDIS_PREFIX}:bull:tracking:events`;
    const [[lastId] = ['0-0']] = await redis.xrevrange(stream, '+', '-', 'COUNT', 1);
    const addedSince = async () =>
      (await redis.xrange(stream, `(${lastId}`, '+')).filter(
        ([, fields]) => fields.includes('added') && fields.includes('record-page-views'),
      ).length;
    const anonymous = new Client(stack.baseUrl);
    const cases: [unknown, string][] = [
      [{ events: [{ searchQuery: 'no page' }] }, 'Each page view needs its page: the path, starting with /'],
      [{ events: [{ page: 'search' }] }, 'Each page view needs its page: the path, starting with /'],
      [{ events: Array.from({ length: 51 }, () => ({ page: '/' })) }, 'At most 50 page views per call'],
      [{ events: [{ page: '/x', itemId: 'seven' }] }, 'itemId must be a whole number from 1'],
      [
        { events: [{ page: '/x', searchQuery: 'q'.repeat(201) }] },
        'A search query may be at most 200 characters',
      ],
      [{ events: 'not a list' }, 'events must be a list of page views'],
      [{}, 'events must be a list of page views'],
    ];
    for (const [body, message] of cases) {
      const res = await anonymous.request<{ message: string }>('POST', '/api/tracking/events', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const notJson = await fetch(`${stack.baseUrl}/api/tracking/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"events": [',
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { code: string }).code).toBe('MALFORMED_REQUEST');
    const badTime = await anonymous.request('POST', '/api/tracking/events', {
      events: [{ page: '/x', at: 'yesterday' }],
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body).toMatchObject({
      message: 'at must be a date and time',
      fieldErrors: { '0.at': 'at must be a date and time' },
    });
    const badTimeGraphql = await anonymous.graphql(
      'mutation { trackPageViews(events: [{ page: "/x", at: "yesterday" }]) }',
    );
    expect(badTimeGraphql.status).toBe(400);
    // A page on another site cannot report on a visitor's behalf.
    const crossSite = await member.client.request(
      'POST',
      '/api/tracking/events',
      { events: [{ page: '/x' }] },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await addedSince()).toBe(0);
  });
});

describe('the rate limit', () => {
  it('refuses a flood from one session with 429 and Retry-After, while others go on', async () => {
    const flooder = await signedInMember(stack);
    const bystander = await signedInMember(stack);
    const batch = (tag: string) => ({
      events: Array.from({ length: 10 }, (_, i) => ({ page: `/flood/${tag}/${i}` })),
    });
    // 40 a minute: four calls of ten pass, then every call of this session is refused, on both doors.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        flooder.client.request('POST', '/api/tracking/events', batch(`f${n}`)),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(PER_MINUTE / 10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PER_MINUTE / 10);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many page views. Please slow down and try again shortly.',
    });
    const viaGraphql = await flooder.client.graphql(
      'mutation { trackPageViews(events: [{ page: "/flood/gql" }]) }',
    );
    expect(viaGraphql.status).toBe(429);
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    // Another member, and a visitor who is not signed in, are not affected.
    const started = performance.now();
    expect((await bystander.client.request('POST', '/api/tracking/events', batch('bystander'))).status).toBe(
      202,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(
      (await new Client(stack.baseUrl).request('POST', '/api/tracking/events', batch('visitor'))).status,
    ).toBe(202);

    // Only what was accepted is recorded.
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>(
              stack,
              "select count(*)::int as n from browsing_records where page like '/flood/%'",
            )
          )[0]!.n,
        {
          timeout: 10_000,
        },
      )
      .toBe(PER_MINUTE + 20);
  });
});
