import type { BookingRecord, ClaimRecord } from '../src/queries/records.js';

/** The read side's records for pure tests of the rules (offered actions, the state machine), at a fixed `NOW`. */

export const NOW = new Date('2026-03-10T12:00:00Z');

/** A pending 3-day request of item 7: renter 3, owner 2, a 300.00 deposit. */
export function bookingRecord(over: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: 1,
    itemId: 7,
    itemTitle: 'Tent',
    itemImages: [],
    itemLocation: 'Bondi',
    itemOwnerId: 2,
    renterId: 3,
    ownerId: 2,
    status: 'pending_approval',
    paymentStatus: 'authorized',
    startDate: '2026-03-20',
    endDate: '2026-03-22',
    days: 3,
    currency: 'USD',
    dailyPriceCents: 4500,
    rentCents: 13500,
    feeCents: 2025,
    totalCents: 15525,
    depositCents: 30000,
    protectionFeeCents: 0,
    protectionCapCents: 0,
    lateFeeCents: 0,
    refundedCents: 0,
    ownerPayoutCents: 0,
    deliveryMethod: 'pickup',
    deliveryAddress: null,
    rentalMessage: null,
    ownerNotes: null,
    returnNotes: null,
    cancelReason: null,
    cancelledBy: null,
    paymentMethodId: null,
    expiresAt: NOW,
    approvedAt: null,
    receivedDate: null,
    returnedAt: null,
    completedAt: null,
    cancelledAt: null,
    overdueAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  };
}

/** A damage claim of 10.00 on booking 1 (with `protectionStatus`, 5.00 of it above the deposit). */
export function claimRecord(
  status: ClaimRecord['status'],
  protectionStatus: ClaimRecord['protectionStatus'] = 'none',
): ClaimRecord {
  return {
    id: 1,
    bookingId: 1,
    amountCents: 1000,
    reason: 'Scratch',
    photos: [],
    status,
    respondBy: NOW,
    ownerAmountCents: null,
    decisionNote: null,
    resolvedAt: null,
    createdAt: NOW,
    protectionAmountCents: protectionStatus === 'none' ? 0 : 500,
    protectionStatus,
    protectionPaidCents: null,
    protectionNote: null,
    protectionDecidedAt: null,
  };
}
