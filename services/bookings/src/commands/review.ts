import { DomainError, type EntityManager, ErrorCode, recordEvent } from '@koalarent/core';
import { BookingCommands } from '../client.js';
import type { Booking } from '../entities/booking.entity.js';
import { Review } from '../entities/review.entity.js';
import { lockMembers, refreshItemRating, refreshMember } from './ranks.js';
import { reviewDeadline } from './settle.js';
import { lockBooking, requireTransition, transactionalCommand } from './shared.js';

/**
 * Publishes a booking's hidden reviews (both sides wrote, or the window closed) and recomputes what follows from
 * them: the reviewed members' rating and rank, the item's average.
 */
export async function publishReviews(
  tx: EntityManager,
  booking: Booking,
  now: Date = new Date(),
): Promise<number> {
  const hidden = await tx.find(Review, { booking, publishedAt: null });
  if (hidden.length === 0) return 0;
  for (const review of hidden) {
    review.publishedAt = now;
    recordEvent(tx, 'review.published', {
      reviewId: review.id,
      bookingId: booking.id,
      authorId: review.author.id,
      subjectId: review.subject.id,
      itemId: review.item?.id ?? null,
    });
  }
  await tx.flush();
  await lockMembers(
    tx,
    hidden.map((r) => r.subject.id),
  );
  for (const subject of new Set(hidden.map((r) => r.subject.id))) await refreshMember(tx, subject);
  for (const item of new Set(hidden.flatMap((r) => (r.item ? [r.item.id] : []))))
    await refreshItemRating(tx, item);
  return hidden.length;
}

/** One review per side per completed booking, within 14 days; hidden until the other side has written too. */
export const reviewCommand = transactionalCommand(
  BookingCommands.review,
  async ({ tx, actor, now }, input) => {
    const { booking, party } = await lockBooking(tx, input.bookingId, actor);
    requireTransition(booking, party, 'review');
    const deadline = reviewDeadline(booking);
    if (deadline && now.getTime() > deadline.getTime())
      throw new DomainError(ErrorCode.InvalidTransition, {
        message: 'The review window for this rental has closed.',
      });
    const direction = party === 'renter' ? 'renter_to_owner' : 'owner_to_renter';
    if (await tx.findOne(Review, { booking, direction }))
      throw new DomainError(ErrorCode.Conflict, { message: 'You have already reviewed this rental.' });
    const review = tx.create(Review, {
      booking,
      direction,
      author: party === 'renter' ? booking.renter : booking.owner,
      subject: party === 'renter' ? booking.owner : booking.renter,
      item: party === 'renter' ? booking.item : null,
      rating: input.rating,
      comment: input.comment,
      createdAt: now,
    });
    tx.persist(review);
    await tx.flush();
    if ((await tx.count(Review, { booking })) === 2) await publishReviews(tx, booking, now);
    return { reviewId: review.id, bookingId: booking.id };
  },
);
