import type { EventPayload } from '@koalarent/core';
import type { PostingLine } from '../ledger/ledger.js';
import type { PaymentProvider } from '../payments/provider.js';

/**
 * What approving a request does, once, for both ways a request is approved: the owner's `approve` command
 * (`approve.ts`) and instant book's approval inside the request's own transaction (`request-booking.ts`, issue 23
 * §5). Rent + fee are captured from the hold, the deposit stays held, and the two sides are told by the same events.
 */

/** The amounts approval moves. */
export interface ApprovedAmounts {
  readonly id: number;
  readonly totalCents: number;
  readonly rentCents: number;
  readonly feeCents: number;
}

/** The payment status a booking has once approved: rent + fee captured. */
export const APPROVED_PAYMENT_STATUS = 'paid';

/** Captures the rent + fee hold, keyed by the booking, so a retried approval captures once. */
export function captureApproved(
  payments: PaymentProvider,
  rentPaymentRef: string,
  booking: ApprovedAmounts,
): Promise<void> {
  return payments.capture(rentPaymentRef, booking.totalCents, `bk-${booking.id}-capture`);
}

/** The ledger's `capture` posting: the hold leaves rent_hold, the rent is owed to the owner, the fee is the platform's. */
export function capturePostings(booking: ApprovedAmounts): PostingLine[] {
  return [
    ['rent_hold', -booking.totalCents],
    ['owner_payable', booking.rentCents],
    ['platform_fees', booking.feeCents],
  ];
}

/** The posting kind approval writes. */
export const CAPTURE_KIND = 'capture';

/**
 * The events an approval records beside `booking.status_changed` (pending_approval → approved): `booking.approved`,
 * on which the renter's decision mail goes out. Its payload is the status change's base.
 */
export function approvedEvent(
  base: Omit<EventPayload<'booking.status_changed'>, 'from' | 'notes'>,
): EventPayload<'booking.approved'> {
  return { ...base, status: 'approved' };
}
