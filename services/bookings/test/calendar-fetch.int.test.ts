import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, loadConfig, toIsoDate } from '@koalarent/core';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCalendarFeed } from '../src/calendar/ics-export.js';
import { blockedRangesFromIcs } from '../src/calendar/ics-import.js';
import { CalendarFetchError, fetchCalendarBody, type SafeFetchOptions } from '../src/calendar/safe-fetch.js';

/**
 * Issue 23 §3, the parts of a calendar sync below the database: the SSRF-guarded fetch (every refused class of
 * address, literal or resolved, before any connection; redirects checked again; the deadline; the size cap while
 * streaming; loopback only with the switch), the parser's reading of a fixture calendar (all-day, timed, recurring
 * with exceptions, an endless rule cut at the horizon, another time zone) and its refusals, and the export read
 * back by the parser. Calendars are served by a local HTTP server.
 */

const today = toIsoDate(new Date());
const d = (offset: number) => addDays(today, offset);
const compact = (date: string) => date.replaceAll('-', '');

let server: Server;
let base: string;
const LOOPBACK: SafeFetchOptions = { allowLoopback: true };

const CALENDAR = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:one@test\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${compact(d(5))}\r\nDTEND;VALUE=DATE:${compact(d(7))}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

beforeAll(async () => {
  let loops = 0;
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/ok.ics') res.writeHead(200, { 'content-type': 'text/calendar' }).end(CALENDAR);
    else if (url === '/slow')
      res.writeHead(200); // headers, then nothing: the deadline ends it
    else if (url === '/big')
      // No Content-Length: only counting while it streams can stop it.
      (async () => {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'X');
        for (let i = 0; i < 200 && !res.destroyed; i++) {
          if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
        }
        res.end();
      })().catch(() => undefined);
    else if (url === '/big-declared')
      res.writeHead(200, { 'content-length': String(11 * 1024 * 1024) }).end();
    else if (url === '/to-private') res.writeHead(302, { location: 'http://10.0.0.7/cal.ics' }).end();
    else if (url === '/to-metadata')
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (url === '/to-file') res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    else if (url === '/to-ok') res.writeHead(307, { location: '/ok.ics' }).end();
    else if (url === '/loop') res.writeHead(302, { location: `/loop?${++loops}` }).end();
    else if (url.startsWith('/loop?')) res.writeHead(302, { location: `/loop?${++loops}` }).end();
    else if (url === '/html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Hello</html>');
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function refusal(url: string, options: SafeFetchOptions = {}) {
  try {
    await fetchCalendarBody(url, options);
  } catch (error) {
    if (error instanceof CalendarFetchError) return { code: error.code, message: error.message };
    throw error;
  }
  return null;
}

describe('fetching an external calendar (SSRF)', () => {
  it('fetches a calendar from the local server when loopback is allowed, and follows a redirect', async () => {
    expect((await fetchCalendarBody(`${base}/ok.ics`, LOOPBACK)).toString()).toBe(CALENDAR);
    expect((await fetchCalendarBody(`${base}/to-ok`, LOOPBACK)).toString()).toBe(CALENDAR);
  });

  it('refuses loopback without the switch, which is off by default', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).ICAL_ALLOW_LOOPBACK_HOSTS).toBe(false);
    const port = (server.address() as AddressInfo).port;
    for (const url of [`${base}/ok.ics`, `http://localhost:${port}/ok.ics`, `http://[::1]:${port}/ok.ics`])
      expect(await refusal(url), url).toMatchObject({ code: 'refused_address' });
  });

  it.each([
    ['loopback', 'http://127.0.0.1/cal.ics'],
    ['loopback, another of 127/8', 'http://127.8.9.10/cal.ics'],
    ['IPv6 loopback', 'http://[::1]/cal.ics'],
    ['private 10/8', 'http://10.0.0.1/cal.ics'],
    ['private 172.16/12', 'https://172.16.5.4/cal.ics'],
    ['private 192.168/16', 'http://192.168.1.1/cal.ics'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT 100.64/10', 'http://100.64.0.1/cal.ics'],
    ['multicast', 'http://224.0.0.1/cal.ics'],
    ['broadcast', 'http://255.255.255.255/cal.ics'],
    ['unspecified', 'http://0.0.0.0/cal.ics'],
    ['reserved (documentation)', 'http://192.0.2.10/cal.ics'],
    ['IPv6 link-local', 'http://[fe80::1]/cal.ics'],
    ['IPv6 unique-local', 'http://[fd12:3456::1]/cal.ics'],
    ['IPv6 multicast', 'http://[ff02::1]/cal.ics'],
    ['IPv4-mapped IPv6 of loopback', 'http://[::ffff:127.0.0.1]/cal.ics'],
    ['IPv4-mapped IPv6 of a private address', 'http://[::ffff:10.0.0.1]/cal.ics'],
    ['NAT64 of a private address', 'http://[64:ff9b::a00:1]/cal.ics'],
    ['decimal-encoded loopback', 'http://2130706433/cal.ics'],
  ])('refuses a literal %s address before connecting', async (_label, url) => {
    expect(await refusal(url, { timeoutMs: 2_000 })).toMatchObject({ code: 'refused_address' });
  });

  it('refuses a name that resolves to a private address, or to any private address among public ones', async () => {
    const resolveTo =
      (...addresses: string[]): SafeFetchOptions['resolve'] =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    for (const answer of [['10.1.2.3'], ['93.184.215.14', '192.168.0.2'], ['fd00::5'], ['169.254.169.254']])
      expect(
        await refusal('http://calendar.example/cal.ics', { resolve: resolveTo(...answer) }),
        answer.join(),
      ).toMatchObject({ code: 'refused_address' });
  });

  it('connects to the address it checked, not to a second answer of the name (DNS rebinding)', async () => {
    const port = (server.address() as AddressInfo).port;
    let lookups = 0;
    // The name exists only in this resolver: the request can reach the server only through the checked answer.
    const resolve: SafeFetchOptions['resolve'] = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const body = await fetchCalendarBody(`http://calendar.rebind.test:${port}/ok.ics`, {
      allowLoopback: true,
      resolve,
    });
    expect({ body: body.toString(), lookups }).toEqual({ body: CALENDAR, lookups: 1 });
  });

  it('checks every redirect again: to a private address, to cloud metadata, to another scheme, and at most 3', async () => {
    expect(await refusal(`${base}/to-private`, LOOPBACK)).toMatchObject({ code: 'refused_address' });
    expect(await refusal(`${base}/to-metadata`, LOOPBACK)).toMatchObject({ code: 'refused_address' });
    expect(await refusal(`${base}/to-file`, LOOPBACK)).toMatchObject({ code: 'invalid_url' });
    expect(await refusal(`${base}/loop`, LOOPBACK)).toMatchObject({
      code: 'too_many_redirects',
      message: "The calendar's address redirected more than 3 times",
    });
  });

  it('refuses other schemes and credentials', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/cal.ics', 'gopher://example.com/'])
      expect(await refusal(url), url).toMatchObject({ code: 'invalid_url' });
    expect(await refusal('http://user:pw@example.com/cal.ics')).toMatchObject({ code: 'invalid_url' });
  });

  it('gives up at the deadline, caps the body while it streams and by its declared length, and names an error status', async () => {
    expect(await refusal(`${base}/slow`, { ...LOOPBACK, timeoutMs: 300 })).toMatchObject({
      code: 'timeout',
    });
    // A name that never resolves is bound by the same deadline.
    const silent: SafeFetchOptions['resolve'] = () => new Promise(() => undefined);
    expect(
      await refusal('http://calendar.example/cal.ics', { resolve: silent, timeoutMs: 300 }),
    ).toMatchObject({
      code: 'timeout',
    });
    expect(await refusal(`${base}/big`, LOOPBACK)).toMatchObject({
      code: 'too_large',
      message: 'The calendar is larger than 10 MB, so it was not imported',
    });
    expect(await refusal(`${base}/big-declared`, LOOPBACK)).toMatchObject({ code: 'too_large' });
    expect(await refusal(`${base}/missing`, LOOPBACK)).toMatchObject({
      code: 'http_status',
      message: "The calendar's server answered with HTTP status 404",
    });
    expect(await refusal('http://127.0.0.1:1/cal.ics', LOOPBACK)).toMatchObject({ code: 'unreachable' });
  });
});

const WINDOW = { from: d(0), to: d(120) };

const FIXTURE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Other site//EN',
  // All-day, two nights: DTEND is exclusive.
  'BEGIN:VEVENT',
  'UID:allday@other',
  'DTSTAMP:20260101T000000Z',
  `DTSTART;VALUE=DATE:${compact(d(10))}`,
  `DTEND;VALUE=DATE:${compact(d(12))}`,
  'SUMMARY:Reserved',
  'END:VEVENT',
  // Timed in UTC across midnight: both days.
  'BEGIN:VEVENT',
  'UID:timed-utc@other',
  'DTSTAMP:20260101T000000Z',
  `DTSTART:${compact(d(20))}T220000Z`,
  `DTEND:${compact(d(21))}T020000Z`,
  'SUMMARY:Late',
  'END:VEVENT',
  // An evening in Los Angeles: the next day in UTC, but its own date is the one blocked.
  'BEGIN:VEVENT',
  'UID:timed-la@other',
  'DTSTAMP:20260101T000000Z',
  `DTSTART;TZID=America/Los_Angeles:${compact(d(30))}T200000`,
  `DTEND;TZID=America/Los_Angeles:${compact(d(30))}T230000`,
  'SUMMARY:Evening',
  'END:VEVENT',
  // Weekly for four weeks, the second one excepted.
  'BEGIN:VEVENT',
  'UID:weekly@other',
  'DTSTAMP:20260101T000000Z',
  `DTSTART;VALUE=DATE:${compact(d(40))}`,
  'RRULE:FREQ=WEEKLY;COUNT=4',
  `EXDATE;VALUE=DATE:${compact(d(47))}`,
  'SUMMARY:Weekly',
  'END:VEVENT',
  // Every 30 days for ever, from the past: only the instances within the window.
  'BEGIN:VEVENT',
  'UID:endless@other',
  'DTSTAMP:20260101T000000Z',
  `DTSTART;VALUE=DATE:${compact(d(-3))}`,
  'RRULE:FREQ=DAILY;INTERVAL=30',
  'SUMMARY:Endless',
  'END:VEVENT',
  // Cancelled and free events block nothing.
  'BEGIN:VEVENT',
  'UID:cancelled@other',
  'DTSTAMP:20260101T000000Z',
  `DTSTART;VALUE=DATE:${compact(d(90))}`,
  'STATUS:CANCELLED',
  'SUMMARY:Cancelled',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:free@other',
  'DTSTAMP:20260101T000000Z',
  `DTSTART;VALUE=DATE:${compact(d(91))}`,
  'TRANSP:TRANSPARENT',
  'SUMMARY:Free',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('reading a calendar into blocked days', () => {
  it('blocks the days of all-day, timed, recurring and other-time-zone events within the window', async () => {
    const ranges = await blockedRangesFromIcs(Buffer.from(FIXTURE), WINDOW);
    const endless = [27, 57, 87, 117].map((n) => ({ startDate: d(n), endDate: d(n) }));
    expect(ranges).toEqual(
      [
        { startDate: d(10), endDate: d(11) },
        { startDate: d(20), endDate: d(21) },
        { startDate: d(30), endDate: d(30) },
        { startDate: d(40), endDate: d(40) },
        { startDate: d(54), endDate: d(54) },
        { startDate: d(61), endDate: d(61) },
        ...endless,
      ].sort((a, b) => a.startDate.localeCompare(b.startDate)),
    );
  });

  it('refuses a body that is not an iCalendar, an unreadable event, and a rule repeating more often than daily', async () => {
    const refusalOf = (text: string) =>
      blockedRangesFromIcs(Buffer.from(text), WINDOW).then(
        () => null,
        (error: CalendarFetchError) => ({ code: error.code, message: error.message }),
      );
    expect(await refusalOf('<html><body>Sign in</body></html>')).toEqual({
      code: 'not_ical',
      message: 'The address did not return an iCalendar file (it should start with BEGIN:VCALENDAR)',
    });
    expect(await refusalOf('')).toMatchObject({ code: 'not_ical' });
    expect(await refusalOf('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toMatchObject({ code: 'not_ical' });
    expect(
      await refusalOf(
        'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:bad@x\r\nDTSTART:garbage\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      ),
    ).toEqual({
      code: 'invalid_event',
      message: "The calendar's event bad@x has no readable start date, so the calendar was not imported",
    });
    expect(
      await refusalOf(
        `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:hourly@x\r\nDTSTART:${compact(d(3))}T100000Z\r\nRRULE:FREQ=MINUTELY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
      ),
    ).toMatchObject({ code: 'invalid_event' });
  });
});

describe('the feed a listing exports', () => {
  it('reads back with the parser as all-day "Booked" and "Blocked" events, nothing else', () => {
    const text = renderCalendarFeed(
      {
        itemId: 7,
        title: 'Cordless drill',
        booked: [{ startDate: d(3), endDate: d(5) }],
        blocked: [{ id: 9, startDate: d(8), endDate: d(8), createdAt: new Date('2026-01-02T03:04:05Z') }],
      },
      'koalarent.test',
    );
    const events = Object.values(ical.sync.parseICS(text)).filter(
      (c) => c?.type === 'VEVENT',
    ) as ical.VEvent[];
    expect(
      events.map((e) => ({
        uid: e.uid,
        summary: e.summary,
        allDay: e.datetype,
        start: e.start.toISOString().slice(0, 10),
        end: e.end?.toISOString().slice(0, 10),
        description: e.description,
      })),
    ).toEqual([
      {
        uid: `booked-7-${d(3)}@koalarent.test`,
        summary: 'Booked',
        allDay: 'date',
        start: d(3),
        end: d(6),
        description: undefined,
      },
      {
        uid: 'blocked-9@koalarent.test',
        summary: 'Blocked',
        allDay: 'date',
        start: d(8),
        end: d(9),
        description: undefined,
      },
    ]);
  });
});
