import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { DAMAGE_RESPONSE_HOURS } from '@koalarent/core/contracts';
import { APPROVE_BOOKING_MUTATION } from '../graphql/approve-booking.mutation';
import { CONFIRM_CONDITION_MUTATION } from '../graphql/confirm-condition.mutation';
import { MARK_READY_FOR_PICKUP_MUTATION } from '../graphql/mark-ready-for-pickup.mutation';
import { MARK_SHIPPED_MUTATION } from '../graphql/mark-shipped.mutation';
import { OWNER_CANCEL_BOOKING_MUTATION } from '../graphql/owner-cancel-booking.mutation';
import { REJECT_BOOKING_MUTATION } from '../graphql/reject-booking.mutation';
import { REPORT_DAMAGE_MUTATION } from '../graphql/report-damage.mutation';
import { money, partyName } from '../model/owner-bookings';
import { type ActionOutcome, useBookingAction } from './use-booking-action';

export interface CommandBooking {
  id: number;
  currency: string;
  renter: { fullName?: string | null; username: string };
  item?: { title: string } | null;
}

/**
 * A finished rental changes what the owner earned and the item's booked dates: those cached answers are dropped,
 * so the Earnings section and the item's calendar ask again when next shown.
 */
function dropEarnings(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'ownerEarnings' });
  cache.gc();
}

function dropAvailability(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'itemAvailability' });
  cache.gc();
}

/** The owner's booking commands, each with its toasts (see useBookingAction). */
export function useOwnerCommands() {
  const run = useBookingAction();
  const [approve] = useMutation(APPROVE_BOOKING_MUTATION);
  const [reject] = useMutation(REJECT_BOOKING_MUTATION);
  const [cancel] = useMutation(OWNER_CANCEL_BOOKING_MUTATION);
  const [ready] = useMutation(MARK_READY_FOR_PICKUP_MUTATION);
  const [ship] = useMutation(MARK_SHIPPED_MUTATION);
  const [confirm] = useMutation(CONFIRM_CONDITION_MUTATION);
  const [report] = useMutation(REPORT_DAMAGE_MUTATION);

  return {
    approve: (booking: CommandBooking): Promise<ActionOutcome> =>
      run({
        fingerprint: `approve:${booking.id}`,
        perform: (idempotencyKey) => approve({ variables: { bookingId: booking.id, idempotencyKey } }),
        success: {
          title: 'Booking approved',
          description: `${partyName(booking.renter)} has been told. The rent and service fee were charged; the deposit stays held until the item is back.`,
        },
        failureTitle: 'Could not approve the request',
      }),

    reject: (booking: CommandBooking, reason: string): Promise<ActionOutcome> =>
      run({
        fingerprint: `reject:${booking.id}:${reason}`,
        perform: (idempotencyKey) =>
          reject({
            variables: { bookingId: booking.id, reason, idempotencyKey },
            update: dropAvailability,
          }),
        success: {
          title: 'Request rejected',
          description: `${partyName(booking.renter)} has been told, and everything held on their card was released.`,
        },
        failureTitle: 'Could not reject the request',
      }),

    cancel: (booking: CommandBooking, reason: string | null): Promise<ActionOutcome> =>
      run({
        fingerprint: `cancel:${booking.id}:${reason ?? ''}`,
        perform: (idempotencyKey) =>
          cancel({
            variables: { bookingId: booking.id, reason, idempotencyKey },
            update: dropAvailability,
          }),
        success: {
          title: 'Booking cancelled',
          description: 'Everything is refunded to the renter, and they have been told.',
        },
        failureTitle: 'Could not cancel the booking',
      }),

    readyForPickup: (booking: CommandBooking, notes: string | null): Promise<ActionOutcome> =>
      run({
        fingerprint: `readyForPickup:${booking.id}:${notes ?? ''}`,
        perform: (idempotencyKey) => ready({ variables: { bookingId: booking.id, notes, idempotencyKey } }),
        success: {
          title: 'Marked ready for pickup',
          description: `${partyName(booking.renter)} has been told the item is ready to collect.`,
        },
        failureTitle: 'Could not mark the item ready',
      }),

    shipped: (booking: CommandBooking, notes: string | null): Promise<ActionOutcome> =>
      run({
        fingerprint: `shipped:${booking.id}:${notes ?? ''}`,
        perform: (idempotencyKey) => ship({ variables: { bookingId: booking.id, notes, idempotencyKey } }),
        success: {
          title: 'Marked as shipped',
          description: `${partyName(booking.renter)} has been told the item is on its way.`,
        },
        failureTitle: 'Could not mark the item shipped',
      }),

    confirmCondition: (booking: CommandBooking): Promise<ActionOutcome> =>
      run({
        fingerprint: `confirmCondition:${booking.id}`,
        perform: (idempotencyKey) =>
          confirm({ variables: { bookingId: booking.id, idempotencyKey }, update: dropEarnings }),
        success: {
          title: 'Condition confirmed',
          description: 'The rental is complete and the deposit was released. You can now review the renter.',
        },
        failureTitle: 'Could not confirm the condition',
      }),

    reportDamage: (
      booking: CommandBooking,
      claim: { amount: number; reason: string; photos: string[] },
    ): Promise<ActionOutcome> =>
      run({
        fingerprint: `reportDamage:${booking.id}:${JSON.stringify(claim)}`,
        perform: (idempotencyKey) =>
          report({ variables: { bookingId: booking.id, ...claim, idempotencyKey } }),
        success: {
          title: 'Damage reported',
          description: `Your claim of ${money(claim.amount, booking.currency)} was sent. ${partyName(booking.renter)} has ${DAMAGE_RESPONSE_HOURS} hours to accept or dispute it.`,
        },
        failureTitle: 'Could not report the damage',
      }),
  };
}
