import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { DAMAGE_RESPONSE_HOURS } from '@koalarent/core/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format';
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
  const { t } = useTranslation('ownerBookings');
  const f = useFormat();
  const run = useBookingAction();
  const renter = (booking: CommandBooking) => ({ renter: partyName(booking.renter) });
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
          title: t('toasts.approvedTitle'),
          description: t('toasts.approvedDescription', renter(booking)),
        },
        failureTitle: t('toasts.approveFailed'),
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
          title: t('toasts.rejectedTitle'),
          description: t('toasts.rejectedDescription', renter(booking)),
        },
        failureTitle: t('toasts.rejectFailed'),
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
          title: t('toasts.cancelledTitle'),
          description: t('toasts.cancelledDescription'),
        },
        failureTitle: t('toasts.cancelFailed'),
      }),

    readyForPickup: (booking: CommandBooking, notes: string | null): Promise<ActionOutcome> =>
      run({
        fingerprint: `readyForPickup:${booking.id}:${notes ?? ''}`,
        perform: (idempotencyKey) => ready({ variables: { bookingId: booking.id, notes, idempotencyKey } }),
        success: {
          title: t('toasts.readyTitle'),
          description: t('toasts.readyDescription', renter(booking)),
        },
        failureTitle: t('toasts.readyFailed'),
      }),

    shipped: (booking: CommandBooking, notes: string | null): Promise<ActionOutcome> =>
      run({
        fingerprint: `shipped:${booking.id}:${notes ?? ''}`,
        perform: (idempotencyKey) => ship({ variables: { bookingId: booking.id, notes, idempotencyKey } }),
        success: {
          title: t('toasts.shippedTitle'),
          description: t('toasts.shippedDescription', renter(booking)),
        },
        failureTitle: t('toasts.shippedFailed'),
      }),

    confirmCondition: (booking: CommandBooking): Promise<ActionOutcome> =>
      run({
        fingerprint: `confirmCondition:${booking.id}`,
        perform: (idempotencyKey) =>
          confirm({ variables: { bookingId: booking.id, idempotencyKey }, update: dropEarnings }),
        success: {
          title: t('toasts.confirmedTitle'),
          description: t('toasts.confirmedDescription'),
        },
        failureTitle: t('toasts.confirmFailed'),
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
          title: t('toasts.damageTitle'),
          description: t('toasts.damageDescription', {
            ...renter(booking),
            amount: money(claim.amount, booking.currency, f),
            hours: String(DAMAGE_RESPONSE_HOURS),
          }),
        },
        failureTitle: t('toasts.damageFailed'),
      }),
  };
}
