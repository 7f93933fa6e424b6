import type { EventEnvelope, EventPayload, WorkerDeps } from '@koalarent/core';
import type { Job } from 'bullmq';
import { publishBookingUpdated } from '../commands/publish.js';
import { sql } from '../db.js';
import { type EventMessage, writeEventMessages } from './event-messages.js';
import {
  damageReportedNotice,
  damageResolvedNotice,
  listingApprovedNotice,
  listingRejectedNotice,
  noticeRecipients,
  overdueNotice,
  rentalRequestContent,
  statusNotice,
} from './notice-texts.js';

type BookingPayload = EventPayload<'booking.status_changed'>;

function notices(p: Omit<BookingPayload, 'from' | 'notes'>, content: string): EventMessage[] {
  return noticeRecipients(p).map((r) => ({
    ...r,
    content,
    kind: 'SYSTEM',
    bookingId: p.bookingId,
    relatedItemId: p.itemId,
  }));
}

/** booking.requested → the renter's 'NEW RENTAL REQUEST …' message to the owner (spec §7). */
export function rentalRequestMessage(
  event: EventEnvelope<'booking.requested'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: p.renterId,
        receiverId: p.ownerId,
        content: rentalRequestContent(p),
        kind: 'USER',
        bookingId: p.bookingId,
        relatedItemId: p.itemId,
      },
    ],
    deps,
    job,
  );
}

/** booking.status_changed → a notice to the member concerned (the request itself has its own message). */
export function bookingStatusNotice(
  event: EventEnvelope<'booking.status_changed'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const content = statusNotice(event.payload);
  if (content === null) return Promise.resolve('skipped: the request message says it');
  return writeEventMessages(event.eventId, notices(event.payload, content), deps, job);
}

export function overdueNoticeMessage(
  event: EventEnvelope<'booking.overdue'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  return writeEventMessages(event.eventId, notices(event.payload, overdueNotice(event.payload)), deps, job);
}

/** The owner's claim goes to the renter, who must answer it. */
export function damageReportedMessage(
  event: EventEnvelope<'booking.damage_reported'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const content = damageReportedNotice(p);
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: p.ownerId,
        receiverId: p.renterId,
        content,
        kind: 'SYSTEM',
        bookingId: p.bookingId,
        relatedItemId: p.itemId,
      },
    ],
    deps,
    job,
  );
}

export function damageResolvedMessage(
  event: EventEnvelope<'booking.damage_resolved'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  return writeEventMessages(
    event.eventId,
    notices(event.payload, damageResolvedNotice(event.payload)),
    deps,
    job,
  );
}

/** item.approved / item.rejected → a notice to the listing's owner from the administrator who reviewed it. */
export async function listingReviewMessage(
  event: EventEnvelope<'item.approved'> | EventEnvelope<'item.rejected'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const [item] = await sql<{ title: string }>(deps.orm.em.fork(), 'select title from items where id = ?', [
    p.itemId,
  ]);
  if (!item) return 'skipped: listing gone';
  const content =
    event.type === 'item.rejected'
      ? listingRejectedNotice(item.title, (event as EventEnvelope<'item.rejected'>).payload.reason)
      : listingApprovedNotice(item.title);
  return writeEventMessages(
    event.eventId,
    [{ senderId: p.reviewerId, receiverId: p.ownerId, content, kind: 'SYSTEM', relatedItemId: p.itemId }],
    deps,
    job,
  );
}

/**
 * Any change to a booking → `bookingUpdated` to its renter and owner, so their open booking cards reload it. Only
 * ids travel: the gateway presents the booking to each viewer as their own query would.
 */
export async function bookingCardUpdate(
  payload: { bookingId: number; renterId: number; ownerId: number },
  deps: WorkerDeps,
): Promise<string> {
  await publishBookingUpdated(
    { redis: deps.redis, redisPrefix: deps.config.REDIS_PREFIX },
    payload.bookingId,
    [payload.renterId, payload.ownerId],
  );
  return 'published';
}
