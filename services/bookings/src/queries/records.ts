import { type BookingStatus, minorUnits, type PaymentStatus } from '@koalarent/core';
import type { ClaimStatus, ProtectionClaimStatus } from '../entities/damage-claim.entity.js';

/**
 * The read side's plain records: what the gateway presents, read with plain SQL (no entity hydration, no identity
 * map), amounts in integer minor units of the booking's currency.
 */

/** A booking with the few item fields its cards show (joined: the item is gone once the listing was deleted). */
export interface BookingRecord {
  id: number;
  itemId: number | null;
  itemTitle: string | null;
  itemImages: string[] | null;
  /** Where the item is picked up (the listing's location); null once the listing was deleted. */
  itemLocation: string | null;
  itemOwnerId: number | null;
  renterId: number;
  ownerId: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  startDate: string;
  endDate: string;
  days: number;
  currency: string;
  dailyPriceCents: number;
  rentCents: number;
  feeCents: number;
  totalCents: number;
  depositCents: number;
  /** Issue 26 §2: the protection fee (0 without protection) and the cover it bought above the deposit. */
  protectionFeeCents: number;
  protectionCapCents: number;
  lateFeeCents: number;
  refundedCents: number;
  ownerPayoutCents: number;
  deliveryMethod: 'pickup' | 'delivery';
  deliveryAddress: string | null;
  rentalMessage: string | null;
  ownerNotes: string | null;
  returnNotes: string | null;
  cancelReason: string | null;
  cancelledBy: 'renter' | 'owner' | 'system' | null;
  paymentMethodId: number | null;
  expiresAt: Date;
  approvedAt: Date | null;
  receivedDate: Date | null;
  returnedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  overdueAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ClaimRecord {
  id: number;
  bookingId: number;
  amountCents: number;
  reason: string;
  photos: string[];
  status: ClaimStatus;
  respondBy: Date;
  ownerAmountCents: number | null;
  decisionNote: string | null;
  resolvedAt: Date | null;
  createdAt: Date;
  /** Issue 26 §2: the part above the deposit (0 when none), its decision and what protection paid. */
  protectionAmountCents: number;
  protectionStatus: ProtectionClaimStatus;
  protectionPaidCents: number | null;
  protectionNote: string | null;
  protectionDecidedAt: Date | null;
}

export interface ReviewRecord {
  id: number;
  bookingId: number;
  direction: 'renter_to_owner' | 'owner_to_renter';
  authorId: number;
  subjectId: number;
  itemId: number | null;
  rating: number;
  comment: string;
  publishedAt: Date | null;
  createdAt: Date;
}

export interface PaymentMethodRecord {
  id: number;
  userId: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  nameOnCard: string;
  removedAt: Date | null;
  createdAt: Date;
}

/** Who is asking (the gateway's viewer). */
export interface BookingViewer {
  id: number;
  role: 'admin' | 'user';
}

// Dates as text ('yyyy-mm-dd'), never as JavaScript Dates: a `date` parsed into local midnight shifts a day west of UTC.
export const BOOKING_COLUMNS = `b.id, b.item_id as "itemId", i.title as "itemTitle", i.images as "itemImages",
  i.location as "itemLocation", i.owner_id as "itemOwnerId", b.renter_id as "renterId", b.owner_id as "ownerId", b.status,
  b.payment_status as "paymentStatus", b.start_date::text as "startDate", b.end_date::text as "endDate", b.days,
  b.currency, b.daily_price_cents as "dailyPriceCents", b.rent_cents as "rentCents", b.fee_cents as "feeCents",
  b.total_cents as "totalCents", b.deposit_cents as "depositCents", b.protection_fee_cents as "protectionFeeCents",
  b.protection_cap_cents as "protectionCapCents", b.late_fee_cents as "lateFeeCents",
  b.refunded_cents as "refundedCents", b.owner_payout_cents as "ownerPayoutCents",
  b.delivery_method as "deliveryMethod", b.delivery_address as "deliveryAddress", b.rental_message as "rentalMessage",
  b.owner_notes as "ownerNotes", b.return_notes as "returnNotes", b.cancel_reason as "cancelReason",
  b.cancelled_by as "cancelledBy", b.payment_method_id as "paymentMethodId", b.expires_at as "expiresAt",
  b.approved_at as "approvedAt", b.received_date as "receivedDate", b.returned_at as "returnedAt",
  b.completed_at as "completedAt", b.cancelled_at as "cancelledAt", b.overdue_at as "overdueAt",
  b.created_at as "createdAt", b.updated_at as "updatedAt"`;

export const BOOKING_FROM = 'bookings b left join items i on i.id = b.item_id';

export const CLAIM_COLUMNS = `c.id, c.booking_id as "bookingId", c.amount_cents as "amountCents", c.reason, c.photos,
  c.status, c.respond_by as "respondBy", c.owner_amount_cents as "ownerAmountCents",
  c.decision_note as "decisionNote", c.resolved_at as "resolvedAt", c.created_at as "createdAt",
  c.protection_amount_cents as "protectionAmountCents", c.protection_status as "protectionStatus",
  c.protection_paid_cents as "protectionPaidCents", c.protection_note as "protectionNote",
  c.protection_decided_at as "protectionDecidedAt"`;

export const REVIEW_COLUMNS = `r.id, r.booking_id as "bookingId", r.direction, r.author_id as "authorId",
  r.subject_id as "subjectId", r.item_id as "itemId", r.rating, r.comment, r.published_at as "publishedAt",
  r.created_at as "createdAt"`;

export const PAYMENT_METHOD_COLUMNS = `p.id, p.user_id as "userId", p.brand, p.last4, p.exp_month as "expMonth",
  p.exp_year as "expYear", p.name_on_card as "nameOnCard", p.removed_at as "removedAt", p.created_at as "createdAt"`;

const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const asOptionalDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : asDate(value);

/**
 * The driver's row as a record: timestamps as Dates whatever the driver's parsers, json arrays as arrays, and the
 * `bigint` amounts (text from `pg`, numbers in a snapshot) as exact numbers.
 */
export function bookingRecord(row: Record<string, unknown>): BookingRecord {
  const r = row as unknown as BookingRecord;
  return {
    ...r,
    dailyPriceCents: minorUnits(row.dailyPriceCents),
    rentCents: minorUnits(row.rentCents),
    feeCents: minorUnits(row.feeCents),
    totalCents: minorUnits(row.totalCents),
    depositCents: minorUnits(row.depositCents),
    // A snapshot written before protection existed carries neither: none.
    protectionFeeCents: minorUnits(row.protectionFeeCents ?? 0),
    protectionCapCents: minorUnits(row.protectionCapCents ?? 0),
    lateFeeCents: minorUnits(row.lateFeeCents),
    refundedCents: minorUnits(row.refundedCents),
    ownerPayoutCents: minorUnits(row.ownerPayoutCents),
    itemImages: Array.isArray(row.itemImages) ? (row.itemImages as string[]) : r.itemId === null ? null : [],
    expiresAt: asDate(row.expiresAt),
    approvedAt: asOptionalDate(row.approvedAt),
    receivedDate: asOptionalDate(row.receivedDate),
    returnedAt: asOptionalDate(row.returnedAt),
    completedAt: asOptionalDate(row.completedAt),
    cancelledAt: asOptionalDate(row.cancelledAt),
    overdueAt: asOptionalDate(row.overdueAt),
    createdAt: asDate(row.createdAt),
    updatedAt: asDate(row.updatedAt),
  };
}

export function claimRecord(row: Record<string, unknown>): ClaimRecord {
  const r = row as unknown as ClaimRecord;
  return {
    ...r,
    amountCents: minorUnits(row.amountCents),
    ownerAmountCents:
      row.ownerAmountCents === null || row.ownerAmountCents === undefined
        ? null
        : minorUnits(row.ownerAmountCents),
    photos: Array.isArray(row.photos) ? (row.photos as string[]) : [],
    protectionAmountCents: minorUnits(row.protectionAmountCents ?? 0),
    protectionStatus: (row.protectionStatus as ProtectionClaimStatus | undefined) ?? 'none',
    protectionPaidCents:
      row.protectionPaidCents === null || row.protectionPaidCents === undefined
        ? null
        : minorUnits(row.protectionPaidCents),
    protectionNote: (row.protectionNote as string | null | undefined) ?? null,
    protectionDecidedAt: asOptionalDate(row.protectionDecidedAt),
    respondBy: asDate(row.respondBy),
    resolvedAt: asOptionalDate(row.resolvedAt),
    createdAt: asDate(row.createdAt),
  };
}

export function reviewRecord(row: Record<string, unknown>): ReviewRecord {
  const r = row as unknown as ReviewRecord;
  return { ...r, publishedAt: asOptionalDate(row.publishedAt), createdAt: asDate(row.createdAt) };
}

export function paymentMethodRecord(row: Record<string, unknown>): PaymentMethodRecord {
  const r = row as unknown as PaymentMethodRecord;
  return { ...r, removedAt: asOptionalDate(row.removedAt), createdAt: asDate(row.createdAt) };
}

/** A renter's or owner's public face as a booking shows it (the gateway's party view reads these fields). */
export interface BookingPartyRecord {
  id: number;
  username: string;
  fullName: string;
  profileImage: string | null;
  koalaRank: string;
  rating: number;
  reviewCount: number;
  isVerified: boolean;
  identityVerified: boolean;
}

/** A record as JSON carries it: its timestamps as ISO strings. */
export type JsonRecord<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * A booking as the command that wrote it leaves it, with what its answer shows beside it (renter, owner, the card
 * it was paid with), in JSON as it travels back on the queue: the gateway presents a new booking from this instead
 * of reading back what the worker has just written. Timestamps are ISO strings; `bookingRecord` and
 * `paymentMethodRecord` turn the parts into records.
 */
export interface BookingSnapshot {
  booking: JsonRecord<BookingRecord>;
  renter: BookingPartyRecord;
  owner: BookingPartyRecord;
  paymentMethod: JsonRecord<PaymentMethodRecord> | null;
}

export function isBookingSnapshot(value: unknown): value is BookingSnapshot {
  const v = value as Partial<BookingSnapshot> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.booking === 'object' &&
    v.booking !== null &&
    typeof v.renter?.id === 'number' &&
    typeof v.owner?.id === 'number' &&
    (v.paymentMethod === null || typeof v.paymentMethod === 'object')
  );
}
