import { isIP } from 'node:net';
import { type Config, DomainError, type EntityManager, ErrorCode, sql } from '@koalarent/core';
import type { MessagingActor } from '../contracts.js';
import { PushErrors, PushSubscriptionInput } from '../push/push.schema.js';
import { vapidKeys } from '../push/vapid-keys.js';

/** The most browsers one member keeps subscribed; subscribing one more forgets their oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

function invalid(): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, {
    message: PushErrors.invalidSubscription,
    fieldErrors: { subscription: PushErrors.invalidSubscription },
  });
}

/** An http endpoint is a push service on this machine: only with PUSH_ALLOW_LOOPBACK_HOSTS (tests). */
function endpointAllowed(endpoint: string, allowLoopback: boolean): boolean {
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const loopback = host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
  return allowLoopback && loopback;
}

/**
 * Registers this browser's push subscription for the signed-in member (issue 25 §6). Subscribing an endpoint again
 * updates its keys; an endpoint another member had subscribed on this browser moves to this one. A subscription
 * that is not a browser's (no https endpoint, keys of the wrong size) is VALIDATION_FAILED and changes nothing.
 */
export async function subscribePush(
  em: EntityManager,
  actor: MessagingActor,
  input: PushSubscriptionInput,
  config: Pick<Config, 'PUSH_ALLOW_LOOPBACK_HOSTS'>,
): Promise<boolean> {
  const parsed = PushSubscriptionInput.safeParse(input);
  if (!parsed.success || !endpointAllowed(parsed.data.endpoint, config.PUSH_ALLOW_LOOPBACK_HOSTS))
    throw invalid();
  const { endpoint, keys } = parsed.data;
  await em.transactional(async (tx) => {
    await sql(
      tx,
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?)
       on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
         auth = excluded.auth, created_at = now()`,
      [actor.id, endpoint, keys.p256dh, keys.auth],
    );
    await sql(
      tx,
      `delete from push_subscriptions where user_id = ? and id not in
         (select id from push_subscriptions where user_id = ? order by created_at desc, id desc limit ?)`,
      [actor.id, actor.id, MAX_PUSH_SUBSCRIPTIONS],
    );
  });
  return true;
}

/**
 * Forgets this browser's subscription for the signed-in member (a sign-out or turning notifications off). Answers
 * whether there was one; an endpoint of another member's is left alone (false).
 */
export async function unsubscribePush(
  em: EntityManager,
  actor: MessagingActor,
  endpoint: string,
): Promise<boolean> {
  if (typeof endpoint !== 'string' || endpoint.length === 0 || endpoint.length > 2048) throw invalid();
  const removed = await sql<{ id: number }>(
    em,
    'delete from push_subscriptions where endpoint = ? and user_id = ? returning id',
    [endpoint, actor.id],
  );
  return removed.length > 0;
}

/** The VAPID public key browsers subscribe with (URL-safe base64), made on first start if not configured. */
export function pushPublicKey(config: Config): string {
  return vapidKeys(config).publicKey;
}
