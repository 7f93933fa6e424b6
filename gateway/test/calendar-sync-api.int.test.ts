import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CalendarImportMessages, createQueue } from '@koalarent/core';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  bookableItem,
  bookingBody,
  day,
  type ErrorJson,
  eventually,
  sqlOf,
} from './bookings-fixtures.js';
import { type Member, signedInAdmin, signedInMember } from './catalog-fixtures.js';
import { Client, startStack, type TestStack } from './harness.js';

/**
 * Issue 23 §3 through the API: a listing's secret iCal feed (`icalUrl` from GET /api/items/{id}/availability-rules,
 * `/api/calendar/{token}.ics`, rotation, 404 for an unknown token, ETag) read back by the parser, and external
 * calendars imported into its blocked dates (GET/POST /api/items/{id}/calendar-imports, DELETE …/{importId},
 * POST …/{importId}/sync, and the GraphQL twins): the fixture's days blocked under the import's own source, a sync
 * replacing only that source, every bad input recorded on the import with nothing changed, an overlap with a booking
 * shown as a conflict with the booking untouched. Calendars are served by a local HTTP server, which the stack may
 * fetch because the test turns ICAL_ALLOW_LOOPBACK_HOSTS on.
 */

let stack: TestStack;
let admin: Member;
let owner: Member;
let renter: Member;
let stranger: Member;
let server: Server;
let calBase: string;
/** What the local server answers per path, set by each test. */
const served = new Map<string, { status?: number; body: string | Buffer; type?: string }>();

const compact = (date: string) => date.replaceAll('-', '');
const vevent = (uid: string, start: string, endExclusive: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${compact(start)}\r\nDTEND;VALUE=DATE:${compact(endExclusive)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
const calendar = (...events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//other//EN\r\n${events.join('')}END:VCALENDAR\r\n`;

interface ImportJson extends ErrorJson {
  id: number;
  url: string;
  name: string | null;
  status: string;
  errorCode: string | null;
  errorDetail: string | null;
  errorMessage: string | null;
  lastSyncAt: string | null;
  lastSuccessAt: string | null;
  rangeCount: number;
  conflicts: { bookingId: number; startDate: string; endDate: string }[];
}
interface BlockJson {
  id: number;
  startDate: string;
  endDate: string;
  note: string | null;
  source: string;
}

const importsPath = (itemId: number) => `/api/items/${itemId}/calendar-imports`;
const blocksOf = async (member: Member, itemId: number) =>
  (await member.client.request<BlockJson[]>('GET', `/api/items/${itemId}/blocked-dates`)).body;
const syncNow = (member: Member, itemId: number, importId: number) =>
  member.client.request<ImportJson>('POST', `${importsPath(itemId)}/${importId}/sync`);
const feedPath = (icalUrl: string) => new URL(icalUrl).pathname;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const answer = served.get(req.url ?? '');
    if (!answer) return void res.writeHead(404).end('missing');
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/calendar' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack({ ICAL_ALLOW_LOOPBACK_HOSTS: 'true' });
  admin = await signedInAdmin(stack);
  [owner, renter, stranger] = await Promise.all([
    signedInMember(stack),
    signedInMember(stack),
    signedInMember(stack),
  ]);
});

afterAll(async () => {
  await stack?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the iCal feed a listing exports', () => {
  it('gives the owner a secret feed of booked and blocked days as all-day events, nothing of the renter', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await book(renter, bookingBody(item, day(4), day(6)));
    const block = await owner.client.request<BlockJson>('POST', `/api/items/${item.id}/blocked-dates`, {
      startDate: day(10),
      endDate: day(11),
      note: 'Away at the lake',
    });
    expect(block.status).toBe(201);

    const rules = await owner.client.request<{ icalUrl: string }>(
      'GET',
      `/api/items/${item.id}/availability-rules`,
    );
    expect(rules.body.icalUrl).toMatch(/^http:\/\/localhost:4000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Read again (and through GraphQL): the same address.
    const again = await owner.client.graphql<{ availabilityRules: { icalUrl: string } }>(
      'query ($id: Int!) { availabilityRules(itemId: $id) { icalUrl } }',
      { id: item.id },
    );
    expect(again.body.data?.availabilityRules.icalUrl).toBe(rules.body.icalUrl);

    const anon = new Client(stack.baseUrl);
    const feed = await anon.request<string>('GET', feedPath(rules.body.icalUrl));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=900');
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (c) => c?.type === 'VEVENT',
    ) as ical.VEvent[];
    expect(
      events.map((e) => ({
        summary: e.summary,
        type: e.datetype,
        start: e.start.toISOString().slice(0, 10),
        end: e.end?.toISOString().slice(0, 10),
      })),
    ).toEqual([
      { summary: 'Booked', type: 'date', start: day(4), end: day(7) },
      { summary: 'Blocked', type: 'date', start: day(10), end: day(12) },
    ]);
    // Nothing of the renter or the owner's note, anywhere in the file.
    const renterRow = (await sqlOf(stack)(
      'select u.username, u.full_name, u.email from users u join bookings b on b.renter_id = u.id where b.id = ?',
      [booking.id],
    )) as { username: string; full_name: string; email: string }[];
    for (const secret of [
      renterRow[0]!.username,
      renterRow[0]!.full_name,
      renterRow[0]!.email,
      'Away at the lake',
    ])
      expect(feed.body.includes(secret), secret).toBe(false);

    // Unchanged: 304 on its ETag.
    const etag = feed.headers.get('etag')!;
    const cached = await anon.request('GET', feedPath(rules.body.icalUrl), undefined, {
      'if-none-match': etag,
    });
    expect(cached.status).toBe(304);
  });

  it('answers 404 for an unknown token, and for the old one once the owner rotates it', async () => {
    const item = await bookableItem(stack, owner, admin);
    const anon = new Client(stack.baseUrl);
    const unknown = await anon.request<ErrorJson>('GET', `/api/calendar/${'x'.repeat(43)}.ics`);
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await anon.request('GET', '/api/calendar/short.ics')).status).toBe(404);

    const old = (
      await owner.client.request<{ icalUrl: string }>('GET', `/api/items/${item.id}/availability-rules`)
    ).body.icalUrl;
    const rotated = await owner.client.request<{ icalUrl: string }>(
      'POST',
      `/api/items/${item.id}/calendar-feed/rotate`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.icalUrl).not.toBe(old);
    expect((await anon.request('GET', feedPath(old))).status).toBe(404);
    expect((await anon.request('GET', feedPath(rotated.body.icalUrl))).status).toBe(200);
    const read = await owner.client.request<{ icalUrl: string }>(
      'GET',
      `/api/items/${item.id}/availability-rules`,
    );
    expect(read.body.icalUrl).toBe(rotated.body.icalUrl);
    // GraphQL's twin rotates it again.
    const gql = await owner.client.graphql<{ rotateCalendarFeed: string }>(
      'mutation ($id: Int!) { rotateCalendarFeed(itemId: $id) }',
      { id: item.id },
    );
    expect(gql.body.data?.rotateCalendarFeed).toMatch(/\/api\/calendar\/.+\.ics$/);
    expect(gql.body.data?.rotateCalendarFeed).not.toBe(rotated.body.icalUrl);
  });

  it('lets only the owner or an admin read or rotate the address, or manage imports', async () => {
    const item = await bookableItem(stack, owner, admin);
    const anon = new Client(stack.baseUrl);
    expect((await anon.request('POST', `/api/items/${item.id}/calendar-feed/rotate`)).status).toBe(401);
    expect((await stranger.client.request('POST', `/api/items/${item.id}/calendar-feed/rotate`)).status).toBe(
      403,
    );
    expect((await stranger.client.request('GET', importsPath(item.id))).status).toBe(403);
    expect(
      (await stranger.client.request('POST', importsPath(item.id), { url: `${calBase}/x.ics` })).status,
    ).toBe(403);
    expect((await stranger.client.request('GET', importsPath(999_999))).status).toBe(404);
    expect((await admin.client.request('GET', importsPath(item.id))).status).toBe(200);
    const url = await admin.client.request<{ icalUrl: string }>(
      'GET',
      `/api/items/${item.id}/availability-rules`,
    );
    expect(url.body.icalUrl).toMatch(/\.ics$/);
  });
});

describe('calendars imported into a listing', () => {
  it('imports a calendar at once, replaces only its own ranges on each sync, and removes them with it', async () => {
    const item = await bookableItem(stack, owner, admin);
    served.set('/replace.ics', {
      body: calendar(vevent('a@x', day(20), day(23)), vevent('b@x', day(30), day(31))),
    });
    const own = await owner.client.request<BlockJson>('POST', `/api/items/${item.id}/blocked-dates`, {
      startDate: day(21),
      endDate: day(22),
    });
    const added = await owner.client.request<ImportJson>('POST', importsPath(item.id), {
      url: `${calBase}/replace.ics`,
      name: 'Other site',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ url: `${calBase}/replace.ics`, name: 'Other site' });
    const source = String(added.body.id);
    // The first sync is queued when it is added.
    const synced = await eventually(async () => {
      const list = (await owner.client.request<ImportJson[]>('GET', importsPath(item.id))).body;
      expect(list[0]?.status).toBe('ok');
      return list[0]!;
    });
    expect(synced).toMatchObject({ rangeCount: 2, errorCode: null, conflicts: [] });
    expect(synced.lastSyncAt).not.toBeNull();
    expect(
      (await blocksOf(owner, item.id)).map(({ startDate, endDate, source }) => ({
        startDate,
        endDate,
        source,
      })),
    ).toEqual([
      { startDate: day(20), endDate: day(22), source },
      { startDate: day(21), endDate: day(22), source: 'owner' },
      { startDate: day(30), endDate: day(30), source },
    ]);

    // The other site changes: a sync replaces the import's ranges, the owner's block stays as it was.
    served.set('/replace.ics', { body: calendar(vevent('c@x', day(40), day(42))) });
    const now = await syncNow(owner, item.id, added.body.id);
    expect(now.body).toMatchObject({ status: 'ok', rangeCount: 1 });
    const after = await blocksOf(owner, item.id);
    expect(after.map(({ id, startDate, endDate, source }) => ({ id, startDate, endDate, source }))).toEqual([
      { id: own.body.id, startDate: day(21), endDate: day(22), source: 'owner' },
      { id: expect.any(Number), startDate: day(40), endDate: day(41), source },
    ]);
    // An imported range is not the owner's to unblock: it changes with its calendar.
    const imported = after.find((b) => b.source === source)!;
    expect(
      (await owner.client.request('DELETE', `/api/items/${item.id}/blocked-dates/${imported.id}`)).status,
    ).toBe(409);

    // A second import's sync leaves the first one's ranges alone.
    served.set('/second.ics', { body: calendar(vevent('d@x', day(50), day(51))) });
    const second = await owner.client.graphql<{ addCalendarImport: ImportJson }>(
      'mutation ($id: Int!, $input: CalendarImportInput!) { addCalendarImport(itemId: $id, input: $input) { id url status } }',
      { id: item.id, input: { url: `${calBase}/second.ics` } },
    );
    const secondId = second.body.data!.addCalendarImport.id;
    await eventually(async () =>
      expect((await blocksOf(owner, item.id)).filter((b) => b.source === String(secondId))).toHaveLength(1),
    );
    expect((await blocksOf(owner, item.id)).filter((b) => b.source === source)).toHaveLength(1);

    // Removing the first removes its days only.
    const removed = await owner.client.request('DELETE', `${importsPath(item.id)}/${added.body.id}`);
    expect({ status: removed.status, body: removed.body }).toEqual({ status: 200, body: { success: true } });
    expect((await blocksOf(owner, item.id)).map((b) => b.source).sort()).toEqual(
      ['owner', String(secondId)].sort(),
    );
    const gone = await owner.client.request<ErrorJson>('DELETE', `${importsPath(item.id)}/${added.body.id}`);
    expect({ status: gone.status, message: gone.body.message }).toEqual({
      status: 404,
      message: CalendarImportMessages.notFound,
    });
  });

  it('records every bad input on the import, with a clear reason, and changes nothing', async () => {
    const item = await bookableItem(stack, owner, admin);
    served.set('/bad.ics', { body: calendar(vevent('keep@x', day(15), day(17))) });
    const added = await owner.client.request<ImportJson>('POST', importsPath(item.id), {
      url: `${calBase}/bad.ics`,
    });
    await eventually(async () =>
      expect((await owner.client.request<ImportJson[]>('GET', importsPath(item.id))).body[0]?.status).toBe(
        'ok',
      ),
    );
    const before = await blocksOf(owner, item.id);
    expect(before).toHaveLength(1);

    const cases: [{ status?: number; body: string | Buffer; type?: string } | null, string, RegExp][] = [
      [{ body: '<html>Please sign in</html>', type: 'text/html' }, 'not_ical', /did not return an iCalendar/],
      [{ status: 500, body: 'oops' }, 'http_status', /HTTP status 500/],
      [null, 'http_status', /HTTP status 404/],
      [{ body: Buffer.alloc(10 * 1024 * 1024 + 1, 'A') }, 'too_large', /larger than 10 MB/],
      [
        {
          body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:broken@x\r\nDTSTART:soon\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
        },
        'invalid_event',
        /event broken@x has no readable start date/,
      ],
    ];
    for (const [answer, code, message] of cases) {
      if (answer) served.set('/bad.ics', answer);
      else served.delete('/bad.ics');
      const res = await syncNow(owner, item.id, added.body.id);
      expect({ status: res.status, sync: res.body.status, code: res.body.errorCode }, code).toEqual({
        status: 200,
        sync: 'error',
        code,
      });
      expect(res.body.errorMessage).toMatch(message);
      expect(await blocksOf(owner, item.id), code).toEqual(before);
    }
    // An unreachable server, through GraphQL.
    await sqlOf(stack)('update item_calendar_imports set url = ? where id = ?', [
      'http://127.0.0.1:1/cal.ics',
      added.body.id,
    ]);
    const unreachable = await owner.client.graphql<{ syncCalendarImport: ImportJson }>(
      'mutation ($id: Int!, $importId: Int!) { syncCalendarImport(itemId: $id, importId: $importId) { status errorCode errorMessage lastSuccessAt } }',
      { id: item.id, importId: added.body.id },
    );
    expect(unreachable.body.data?.syncCalendarImport).toMatchObject({
      status: 'error',
      errorCode: 'unreachable',
      lastSuccessAt: expect.any(String),
    });
    expect(await blocksOf(owner, item.id)).toEqual(before);
  });

  it('refuses a private address when the switch is off for it: SSRF reaches the import status, not the network', async () => {
    const item = await bookableItem(stack, owner, admin);
    const added = await owner.client.request<ImportJson>('POST', importsPath(item.id), {
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(added.status).toBe(201);
    const res = await syncNow(owner, item.id, added.body.id);
    expect(res.body).toMatchObject({ status: 'error', errorCode: 'refused_address' });
    expect(res.body.errorMessage).toMatch(/not a public internet address/);
    expect(await blocksOf(owner, item.id)).toEqual([]);
  });

  it('answers 400 for a bad address and 409 for a duplicate, and keeps the import list as it was', async () => {
    const item = await bookableItem(stack, owner, admin);
    for (const [url, message] of [
      ['', CalendarImportMessages.urlRequired],
      ['not a url', CalendarImportMessages.url],
      ['file:///etc/passwd', CalendarImportMessages.url],
      ['ftp://example.com/cal.ics', CalendarImportMessages.url],
      ['https://user:secret@example.com/cal.ics', CalendarImportMessages.urlCredentials],
      [`https://example.com/${'a'.repeat(2000)}`, CalendarImportMessages.urlLength],
    ] as const) {
      const res = await owner.client.request<ErrorJson>('POST', importsPath(item.id), { url });
      expect({ status: res.status, field: res.body.fieldErrors?.url }, url.slice(0, 40)).toEqual({
        status: 400,
        field: message,
      });
    }
    served.set('/dup.ics', { body: calendar() });
    expect(
      (await owner.client.request('POST', importsPath(item.id), { url: `${calBase}/dup.ics` })).status,
    ).toBe(201);
    const dup = await owner.client.request<ErrorJson>('POST', importsPath(item.id), {
      url: `${calBase}/dup.ics`,
    });
    expect({ status: dup.status, message: dup.body.message }).toEqual({
      status: 409,
      message: CalendarImportMessages.duplicate,
    });
    expect((await owner.client.request<ImportJson[]>('GET', importsPath(item.id))).body).toHaveLength(1);
  });

  it('shows days that overlap a booking as a conflict, and never touches the booking', async () => {
    const item = await bookableItem(stack, owner, admin);
    const booking = await book(renter, bookingBody(item, day(8), day(9)));
    served.set('/conflict.ics', { body: calendar(vevent('c@x', day(9), day(12))) });
    const added = await owner.client.request<ImportJson>('POST', importsPath(item.id), {
      url: `${calBase}/conflict.ics`,
    });
    const res = await syncNow(owner, item.id, added.body.id);
    expect(res.body).toMatchObject({
      status: 'ok',
      rangeCount: 1,
      conflicts: [{ bookingId: booking.id, startDate: day(8), endDate: day(9) }],
    });
    const [row] = await sqlOf(stack)('select status from bookings where id = ?', [booking.id]);
    expect(row?.status).toBe('pending_approval');
    // The blocked days do hold for new requests.
    const refused = await stranger.client.request<ErrorJson>(
      'POST',
      '/api/bookings',
      bookingBody(item, day(10), day(11)),
      {
        'idempotency-key': `conflict-${item.id}`,
      },
    );
    expect(refused.status).toBe(409);
  });

  it('syncs every import due on the bookings queue’s schedule (every 15 minutes), and leaves the fresh ones', async () => {
    const queue = createQueue('bookings', stack.workers[0]!.deps.redis, stack.config.REDIS_PREFIX);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.find((s) => s.key === 'sync-calendar-imports')?.pattern).toBe('*/5 * * * *');
    const item = await bookableItem(stack, owner, admin);
    served.set('/due.ics', { body: calendar(vevent('v1@x', day(60), day(61))) });
    served.set('/fresh.ics', { body: calendar(vevent('f1@x', day(70), day(71))) });
    const due = await owner.client.request<ImportJson>('POST', importsPath(item.id), {
      url: `${calBase}/due.ics`,
    });
    const fresh = await owner.client.request<ImportJson>('POST', importsPath(item.id), {
      url: `${calBase}/fresh.ics`,
    });
    await eventually(async () =>
      expect(
        (await owner.client.request<ImportJson[]>('GET', importsPath(item.id))).body.map((i) => i.status),
      ).toEqual(['ok', 'ok']),
    );
    // Both calendars change; only the one last synced 16 minutes ago is due.
    served.set('/due.ics', { body: calendar(vevent('v2@x', day(62), day(63))) });
    served.set('/fresh.ics', { body: calendar(vevent('f2@x', day(72), day(73))) });
    await sqlOf(stack)(
      "update item_calendar_imports set last_sync_at = now() - interval '16 minutes' where id = ?",
      [due.body.id],
    );
    const job = await queue.add('sync-calendar-imports', {});
    await eventually(async () => expect(await job.isCompleted()).toBe(true));
    const blocks = await blocksOf(owner, item.id);
    expect(blocks.map(({ startDate, source }) => ({ startDate, source }))).toEqual([
      { startDate: day(62), source: String(due.body.id) },
      { startDate: day(70), source: String(fresh.body.id) },
    ]);
    await queue.close();
  });
});
