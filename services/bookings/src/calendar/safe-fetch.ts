import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { CalendarSyncError } from '@koalarent/core';
import ipaddr from 'ipaddr.js';

/**
 * Issue 23 §3: fetching an owner's external calendar without letting its address reach inside our network (SSRF).
 * Only http(s); the host is resolved here and the connection goes to the address that was checked (the socket's
 * `lookup` answers with it), so a name that resolves to a public address for the check and a private one for the
 * connection (DNS rebinding) cannot slip through. Every address must be public unicast: loopback, private ranges,
 * link-local (cloud metadata), CGNAT, multicast, broadcast, unspecified, reserved, IPv6 unique-local and link-local,
 * IPv4-mapped and the translation prefixes are refused. Redirects are followed by hand, at most `maxRedirects`, each
 * target checked again. The whole fetch has one deadline, and the body is counted while it streams and cut at
 * `maxBytes`.
 */

const CALENDAR_FETCH_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 3,
} as const;

/** A fetch that changed nothing, with the code the owner's screen words and an English message. */
export class CalendarFetchError extends Error {
  constructor(
    readonly code: CalendarSyncError,
    message: string,
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'CalendarFetchError';
  }
}

type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  /** Loopback addresses are allowed too (ICAL_ALLOW_LOOPBACK_HOSTS: tests serve calendars locally). */
  allowLoopback?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** How names are resolved (default the system's resolver, every address); tests give their own answers. */
  resolve?: Resolver;
}

const systemResolve: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** Why an address may not be fetched, or null when it is public (or loopback with `allowLoopback`). */
function addressRefusal(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const range = ipaddr.parse(address).range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && allowLoopback) return null;
  return range;
}

function refused(host: string, why: string): CalendarFetchError {
  return new CalendarFetchError(
    'refused_address',
    `The calendar's address ${host} is not a public internet address (${why}), so it was not fetched`,
    host,
  );
}

/** The URL if it may be fetched at all: http(s), no credentials. */
function checkedUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw);
  } catch {
    throw new CalendarFetchError('invalid_url', 'The calendar address is not a valid web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CalendarFetchError(
      'invalid_url',
      `Only http:// and https:// calendar addresses are fetched, not ${url.protocol}`,
    );
  if (url.username !== '' || url.password !== '')
    throw new CalendarFetchError(
      'invalid_url',
      'The calendar address must not contain a user name or password',
    );
  return url;
}

function timedOut(timeoutMs: number): CalendarFetchError {
  return new CalendarFetchError(
    'timeout',
    `The calendar's server did not answer within ${Math.round(timeoutMs / 1000)} seconds`,
  );
}

/** The fetch's one deadline, as a promise that rejects when it passes (name resolution has no timeout of its own). */
function deadlineOf(signal: AbortSignal, timeoutMs: number): Promise<never> {
  const passed = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(timedOut(timeoutMs));
    else signal.addEventListener('abort', () => reject(timedOut(timeoutMs)), { once: true });
  });
  passed.catch(() => undefined);
  return passed;
}

/** The one address a host may be fetched at: every address it resolves to must be allowed (then the first). */
async function pinnedAddress(
  url: URL,
  options: SafeFetchOptions,
  deadline: Promise<never>,
): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const allowLoopback = options.allowLoopback ?? false;
  if (isIP(host)) {
    const why = addressRefusal(host, allowLoopback);
    if (why) throw refused(host, why);
    return { address: host, family: isIP(host) };
  }
  let addresses: LookupAddress[];
  try {
    addresses = await Promise.race([(options.resolve ?? systemResolve)(host), deadline]);
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    throw new CalendarFetchError('unreachable', `The calendar's server ${host} could not be found`, host);
  }
  if (addresses.length === 0)
    throw new CalendarFetchError('unreachable', `The calendar's server ${host} could not be found`, host);
  for (const { address } of addresses) {
    const why = addressRefusal(address, allowLoopback);
    if (why) throw refused(`${host} (${address})`, why);
  }
  return addresses[0]!;
}

interface Answer {
  status: number;
  location: string | null;
  body: Buffer;
}

/** One request to the pinned address, answered with its status, a redirect's location, or the capped body. */
function requestOnce(
  url: URL,
  pinned: LookupAddress,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The socket connects to the checked address whatever the name resolves to now; TLS still verifies the name.
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(
      url,
      {
        lookup,
        signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'KoalaRent-Calendar-Sync/1.0' },
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location ?? null, body: Buffer.alloc(0) });
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          resolve({ status, location: null, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          req.destroy();
          reject(tooLarge(maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy();
            reject(tooLarge(maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

function tooLarge(maxBytes: number): CalendarFetchError {
  return new CalendarFetchError(
    'too_large',
    `The calendar is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, so it was not imported`,
  );
}

/**
 * Fetches an external calendar's body under the rules above. Throws CalendarFetchError for every refusal (an
 * address that is not public, a server that cannot be reached or answers an error, too many redirects, too slow,
 * too large); the caller changes nothing then.
 */
export async function fetchCalendarBody(rawUrl: string, options: SafeFetchOptions = {}): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? CALENDAR_FETCH_LIMITS.maxBytes;
  const timeoutMs = options.timeoutMs ?? CALENDAR_FETCH_LIMITS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? CALENDAR_FETCH_LIMITS.maxRedirects;
  const signal = AbortSignal.timeout(timeoutMs);
  const deadline = deadlineOf(signal, timeoutMs);
  let url = checkedUrl(rawUrl);
  for (let redirects = 0; ; redirects++) {
    const pinned = await pinnedAddress(url, options, deadline);
    let answer: Answer;
    try {
      answer = await requestOnce(url, pinned, maxBytes, signal);
    } catch (error) {
      if (error instanceof CalendarFetchError) throw error;
      if (signal.aborted) throw timedOut(timeoutMs);
      throw new CalendarFetchError(
        'unreachable',
        `The calendar's server could not be reached (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        url.host,
      );
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (redirects >= maxRedirects)
        throw new CalendarFetchError(
          'too_many_redirects',
          `The calendar's address redirected more than ${maxRedirects} times`,
        );
      url = checkedUrl(answer.location, url);
      continue;
    }
    if (answer.status < 200 || answer.status >= 300)
      throw new CalendarFetchError(
        'http_status',
        `The calendar's server answered with HTTP status ${answer.status}`,
        String(answer.status),
      );
    return answer.body;
  }
}
