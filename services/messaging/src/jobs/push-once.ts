import type { EntityManager, LanguageCode } from '@koalarent/core';
import { sql } from '@koalarent/core';
import type { PushNotification } from '../push/push.schema.js';
import type { PushSender } from '../push/push-sender.js';

export interface PushDeliveryRequest {
  /** What caused the notification; one push per key and subscription, ever. */
  dedupeKey: string;
  userId: number;
  language: LanguageCode;
  /** The notification, written in the member's language. */
  notification: (language: LanguageCode) => PushNotification;
}

/** A push service answered with an error: the job fails and is retried (the accepted ones are not pushed again). */
class PushFailed extends Error {}

/**
 * Pushes a notification to every browser the member subscribed, at most once per key and subscription (issue 25
 * §6). Each subscription's row is locked for its push and marked sent in the same transaction, so a re-delivered
 * event racing its first delivery cannot push twice; a push that failed stays unsent for the retry. A subscription
 * the push service answers 404 or 410 for (expired, or the browser unsubscribed), or one this server will never
 * push to, is deleted. Answers what it did.
 */
export async function pushOnce(
  em: EntityManager,
  sender: PushSender,
  request: PushDeliveryRequest,
): Promise<string> {
  const subscriptions = await sql<{ id: number }>(
    em,
    'select id from push_subscriptions where user_id = ? order by id',
    [request.userId],
  );
  if (subscriptions.length === 0) return 'skipped: no subscription';
  const notification = request.notification(request.language);
  const tally = { pushed: 0, already: 0, dropped: 0 };
  const failures: string[] = [];
  for (const { id } of subscriptions) {
    const outcome = await em.fork().transactional(async (tx) => {
      await sql(
        tx,
        `insert into push_deliveries (dedupe_key, subscription_id)
           select ?, id from push_subscriptions where id = ? on conflict do nothing`,
        [request.dedupeKey, id],
      );
      const [row] = await sql<{ sentAt: Date | null; endpoint: string; p256dh: string; auth: string }>(
        tx,
        `select d.sent_at as "sentAt", s.endpoint, s.p256dh, s.auth
           from push_deliveries d join push_subscriptions s on s.id = d.subscription_id
          where d.dedupe_key = ? and d.subscription_id = ? for update of d`,
        [request.dedupeKey, id],
      );
      if (!row) return 'gone';
      if (row.sentAt) return 'already';
      let result: Awaited<ReturnType<PushSender['send']>>;
      try {
        result = await sender.send(row, notification);
      } catch (error) {
        return `push service unreachable: ${(error as Error).message}`;
      }
      if (result.kind === 'accepted') {
        await sql(
          tx,
          'update push_deliveries set sent_at = now() where dedupe_key = ? and subscription_id = ?',
          [request.dedupeKey, id],
        );
        return 'pushed';
      }
      if (result.kind === 'gone' || result.kind === 'refused') {
        await sql(tx, 'delete from push_subscriptions where id = ?', [id]);
        return 'dropped';
      }
      return `push service answered ${result.status}`;
    });
    if (outcome === 'pushed') tally.pushed++;
    else if (outcome === 'already') tally.already++;
    else if (outcome === 'dropped' || outcome === 'gone') tally.dropped++;
    else failures.push(outcome);
  }
  if (failures.length > 0) throw new PushFailed(`${failures.length} push(es) failed: ${failures.join('; ')}`);
  return `pushed ${tally.pushed}, already ${tally.already}, dropped ${tally.dropped}`;
}
