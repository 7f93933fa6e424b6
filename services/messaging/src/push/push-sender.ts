import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Config } from '@koalarent/core';
import ipaddr from 'ipaddr.js';
import webPush from 'web-push';
import type { PushNotification } from './push.schema.js';
import { type VapidKeys, vapidKeys } from './vapid-keys.js';

/** A stored subscription, as the sender needs it. */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * How a push went: `accepted` (2xx), `gone` (404/410: the browser unsubscribed or the subscription expired, so it
 * is dropped), `refused` (an endpoint this server will never push to: not https, or not a public address) or
 * `failed` with the push service's status (retried).
 */
type PushOutcome =
  | { kind: 'accepted' }
  | { kind: 'gone' }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; status: number };

export interface PushSender {
  send(target: PushTarget, notification: PushNotification): Promise<PushOutcome>;
}

interface PushSenderOptions {
  /** Loopback endpoints are allowed too, over http as well (PUSH_ALLOW_LOOPBACK_HOSTS: tests' fake push service). */
  allowLoopback: boolean;
  /** The VAPID keys, read when the first notification is pushed (a worker that never pushes reads none). */
  keys: () => VapidKeys;
  /** How long the push service may take to answer (default 10 s). */
  timeoutMs?: number;
}

/** Why an address may not be pushed to, or null when it is public (or loopback with `allowLoopback`). */
function addressRefusal(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && allowLoopback) return null;
  return range;
}

class RefusedAddress extends Error {}

/** Resolves like the system does, and refuses a name any of whose addresses is not public (SSRF). */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      const bad = list.map((a) => addressRefusal(a.address, allowLoopback)).find((why) => why !== null);
      if (bad || list.length === 0)
        return callback(new RefusedAddress(`${hostname} is not a public address (${bad ?? 'none'})`), '', 0);
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/**
 * Web Push through the push service a browser chose: the payload encrypted to the browser's keys (RFC 8291,
 * aes128gcm) and signed with our VAPID key by the `web-push` library, the request sent here so the endpoint's
 * address is checked first: only https to public addresses, as a member names the endpoint (loopback, over http
 * too, only with PUSH_ALLOW_LOOPBACK_HOSTS).
 */
function createPushSender(options: PushSenderOptions): PushSender {
  const { allowLoopback } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const lookup = guardedLookup(allowLoopback);
  return {
    async send(target, notification) {
      const url = new URL(target.endpoint);
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      const loopbackHost =
        host === 'localhost' || (isIP(host) !== 0 && addressRefusal(host, false) === 'loopback');
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowLoopback && loopbackHost))
        return { kind: 'refused', reason: `not https: ${url.protocol}` };
      if (isIP(host)) {
        const why = addressRefusal(host, allowLoopback);
        if (why) return { kind: 'refused', reason: `${host} is not a public address (${why})` };
      }
      const keys = options.keys();
      let details: ReturnType<typeof webPush.generateRequestDetails>;
      try {
        details = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(notification),
          {
            vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: 24 * 60 * 60,
            contentEncoding: 'aes128gcm',
            urgency: 'high',
          },
        );
      } catch (error) {
        // Keys that are no P-256 point cannot be encrypted to, now or later.
        return {
          kind: 'refused',
          reason: `cannot encrypt to this subscription: ${(error as Error).message}`,
        };
      }
      const transport = url.protocol === 'https:' ? https : http;
      try {
        const status = await new Promise<number>((resolve, reject) => {
          const request = transport.request(
            url,
            { method: details.method, headers: details.headers, lookup, timeout: timeoutMs },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
              response.on('error', reject);
            },
          );
          request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
          request.on('error', reject);
          request.end(details.body);
        });
        if (status >= 200 && status < 300) return { kind: 'accepted' };
        if (status === 404 || status === 410) return { kind: 'gone' };
        return { kind: 'failed', status };
      } catch (error) {
        if (error instanceof RefusedAddress) return { kind: 'refused', reason: error.message };
        throw error;
      }
    },
  };
}

/** The sender of this process' configuration: its VAPID keys, loopback only with PUSH_ALLOW_LOOPBACK_HOSTS. */
export function pushSenderOf(config: Config): PushSender {
  return createPushSender({ allowLoopback: config.PUSH_ALLOW_LOOPBACK_HOSTS, keys: () => vapidKeys(config) });
}
