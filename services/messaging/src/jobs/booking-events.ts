import type { EventEnvelope, EventPayload, WorkerDeps } from '@koalarent/core';
import type { Job } from 'bullmq';
import { publishBookingUpdated } from '../commands/publish.js';
import type { MessageNotice } from '../contracts.js';
import { sql } from '../db.js';
import { bookingAmounts } from './booking-amounts.js';
import { type EventMessage, writeEventMessages } from './event-messages.js';
import {
  damageReportedNoticeOf,
  damageResolvedNoticeOf,
  listingReviewNotice,
  noticeContent,
  noticeRecipients,
  overdueNoticeOf,
  rentalRequestNotice,
  statusChangeNotice,
} from './notice-texts.js';

type BookingPayload = EventPayload<'booking.status_changed'>;

function notices(p: Omit<BookingPayload, 'from' | 'notes'>, notice: MessageNotice): EventMessage[] {
  const content = noticeContent(notice);
  return noticeRecipients(p).map((r) => ({
    ...r,
    content,
    notice,
    kind: 'SYSTEM',
    bookingId: p.bookingId,
    relatedItemId: p.itemId,
  }));
}

/**
 * booking.requested → the renter's 'NEW RENTAL REQUEST …' message to the owner (spec §7). Its amounts are read
 * from the booking (written in the same transaction as the event): the event carries the charge only, the notice
 * also says the rent, the fee and the deposit held beside it.
 */
export async function rentalRequestMessage(
  event: EventEnvelope<'booking.requested'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const amounts = await bookingAmounts(deps.orm.em.fork(), p.bookingId);
  if (!amounts) return 'skipped: booking gone';
  const notice = rentalRequestNotice(p, amounts);
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: p.renterId,
        receiverId: p.ownerId,
        content: noticeContent(notice),
        notice,
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
  const notice = statusChangeNotice(event.payload);
  if (notice === null) return Promise.resolve('skipped: the request message says it');
  return writeEventMessages(event.eventId, notices(event.payload, notice), deps, job);
}

export function overdueNoticeMessage(
  event: EventEnvelope<'booking.overdue'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  return writeEventMessages(event.eventId, notices(event.payload, overdueNoticeOf(event.payload)), deps, job);
}

/** The owner's claim goes to the renter, who must answer it. */
export function damageReportedMessage(
  event: EventEnvelope<'booking.damage_reported'>,
  deps: WorkerDeps,
  job?: Pick<Job, 'attemptsMade'>,
): Promise<string> {
  const p = event.payload;
  const notice = damageReportedNoticeOf(p);
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: p.ownerId,
        receiverId: p.renterId,
        content: noticeContent(notice),
        notice,
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
    notices(event.payload, damageResolvedNoticeOf(event.payload)),
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
  const notice = listingReviewNotice(
    p.itemId,
    item.title,
    event.type === 'item.rejected' ? (event as EventEnvelope<'item.rejected'>).payload : null,
  );
  return writeEventMessages(
    event.eventId,
    [
      {
        senderId: p.reviewerId,
        receiverId: p.ownerId,
        content: noticeContent(notice),
        notice,
        kind: 'SYSTEM',
        relatedItemId: p.itemId,
      },
    ],
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
