import type { EntityManager, WorkerDeps } from '@koalarent/core';
import { LockMode } from '@mikro-orm/core';
import { Booking } from '../entities/booking.entity.js';

/** The actor of what the timers do. */
export const SYSTEM = { userId: null, role: 'system' } as const;

/** A timer's work on its booking, under the booking's row lock; false when the booking is gone or nothing was due. */
export type TimerWork = (deps: WorkerDeps, bookingId: number) => Promise<boolean>;

export async function onBooking(
  deps: WorkerDeps,
  bookingId: number,
  work: (tx: EntityManager, booking: Booking) => Promise<boolean>,
): Promise<boolean> {
  return deps.orm.em.fork().transactional(async (tx) => {
    const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return booking ? work(tx, booking) : false;
  });
}
