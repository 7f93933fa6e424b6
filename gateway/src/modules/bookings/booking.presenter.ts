import {
  type BookingRecord,
  type ClaimRecord,
  currentLateFeeCents,
  type EarningLineRecord,
  isOverdue,
  type OwnerEarningsRecord,
  type PaymentMethodRecord,
  type ReviewRecord,
  renterCancellationRefundCents,
  reviewDeadlineOf,
  viewerRoleOf,
} from '@koalarent/bookings/client';
import { fromMinorUnits, type MemberRecord, normalizeRank } from '@koalarent/core';
import type { Viewer } from '../../context.js';
import type {
  BookingPartyView,
  BookingView,
  DamageClaimView,
  EarningLineView,
  OwnerEarningsView,
  PaymentMethodView,
  ReviewView,
} from './booking.types.js';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * A booking as this viewer sees it (the viewer may see it: the resolvers checked). `now` is read once per request,
 * so the late fee, overdue flag and allowed actions of one answer agree with each other.
 */
export function toBookingView(record: BookingRecord, viewer: Viewer, now: Date): BookingView {
  const role = viewerRoleOf(record, viewer) ?? 'admin';
  const refund = role === 'renter' ? renterCancellationRefundCents(record, now) : null;
  const deadline = reviewDeadlineOf(record);
  return {
    id: record.id,
    itemId: record.itemId,
    item:
      record.itemId === null
        ? null
        : {
            id: record.itemId,
            title: record.itemTitle ?? '',
            images: record.itemImages ?? [],
            ownerId: record.itemOwnerId ?? record.ownerId,
            location: record.itemLocation,
          },
    status: record.status,
    paymentStatus: record.paymentStatus,
    currency: record.currency,
    days: record.days,
    dailyPrice: fromMinorUnits(record.dailyPriceCents),
    rentPrice: fromMinorUnits(record.rentCents),
    serviceFee: fromMinorUnits(record.feeCents),
    totalPrice: fromMinorUnits(record.totalCents),
    securityDeposit: fromMinorUnits(record.depositCents),
    protectionFee: fromMinorUnits(record.protectionFeeCents),
    protectionCover: fromMinorUnits(record.protectionCapCents),
    lateFee: fromMinorUnits(currentLateFeeCents(record, now)),
    refundedAmount: fromMinorUnits(record.refundedCents),
    ownerPayout: fromMinorUnits(record.ownerPayoutCents),
    startDate: record.startDate,
    endDate: record.endDate,
    createdAt: record.createdAt.toISOString(),
    approvedAt: iso(record.approvedAt),
    receivedDate: iso(record.receivedDate),
    returnedAt: iso(record.returnedAt),
    completedAt: iso(record.completedAt),
    cancelledAt: iso(record.cancelledAt),
    expiresAt: record.expiresAt.toISOString(),
    deliveryMethod: record.deliveryMethod,
    deliveryAddress: record.deliveryAddress,
    rentalMessage: record.rentalMessage,
    ownerNotes: record.ownerNotes,
    returnNotes: record.returnNotes,
    cancelReason: record.cancelReason,
    cancelledBy: record.cancelledBy,
    overdue: isOverdue(record, now),
    viewerRole: role,
    cancellationRefund: refund === null ? null : fromMinorUnits(refund),
    reviewDeadline: iso(deadline),
    record,
    viewer,
    now,
  };
}

export function toPartyView(
  member: Pick<
    MemberRecord,
    | 'id'
    | 'username'
    | 'fullName'
    | 'profileImage'
    | 'koalaRank'
    | 'rating'
    | 'reviewCount'
    | 'isVerified'
    | 'identityVerified'
  >,
): BookingPartyView {
  return {
    id: member.id,
    username: member.username,
    fullName: member.fullName,
    profileImage: member.profileImage,
    koalaRank: normalizeRank(member.koalaRank),
    rating: member.rating,
    reviewCount: member.reviewCount,
    isVerified: member.isVerified,
    identityVerified: member.identityVerified,
  };
}

export function toClaimView(claim: ClaimRecord): DamageClaimView {
  return {
    id: claim.id,
    amount: fromMinorUnits(claim.amountCents),
    reason: claim.reason,
    photos: claim.photos,
    status: claim.status,
    respondBy: claim.respondBy.toISOString(),
    ownerAmount: claim.ownerAmountCents === null ? null : fromMinorUnits(claim.ownerAmountCents),
    decisionNote: claim.decisionNote,
    resolvedAt: iso(claim.resolvedAt),
    createdAt: claim.createdAt.toISOString(),
    protectionAmount: fromMinorUnits(claim.protectionAmountCents),
    protectionStatus: claim.protectionStatus,
    protectionPaid: claim.protectionPaidCents === null ? null : fromMinorUnits(claim.protectionPaidCents),
    protectionNote: claim.protectionNote,
    protectionDecidedAt: iso(claim.protectionDecidedAt),
  };
}

export function toReviewView(review: ReviewRecord): ReviewView {
  return {
    id: review.id,
    bookingId: review.bookingId,
    rating: review.rating,
    comment: review.comment,
    direction: review.direction,
    itemId: review.itemId,
    createdAt: review.createdAt.toISOString(),
    record: review,
  };
}

export function toPaymentMethodView(method: PaymentMethodRecord): PaymentMethodView {
  return {
    id: method.id,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    nameOnCard: method.nameOnCard,
  };
}

function toEarningLineView(line: EarningLineRecord): EarningLineView {
  return {
    bookingId: line.bookingId,
    itemTitle: line.itemTitle,
    completedAt: line.completedAt.toISOString(),
    amount: fromMinorUnits(line.amountCents),
    currency: line.currency,
  };
}

export function toEarningsView(earnings: OwnerEarningsRecord): OwnerEarningsView {
  return {
    totals: earnings.totals.map((t) => ({ amount: fromMinorUnits(t.amountCents), currency: t.currency })),
    lines: earnings.lines.map(toEarningLineView),
  };
}
