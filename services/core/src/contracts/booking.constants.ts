/**
 * The booking rules' plain numbers, lists and arithmetic (spec §4, §9; ARCHITECTURE §4), apart from the zod
 * schemas: the web app's wizard, My Rentals and account page read these, and the worker applies the same
 * functions, so the price a renter is shown is the price the server charges. Browser-safe: no zod, no Node.
 */

import { PRICE_MAX } from './item.constants.js';

export const BOOKING_STATUSES = [
  'pending_approval',
  'approved',
  'rejected',
  'awaiting_pickup',
  'in_transit',
  'with_renter',
  'returned',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Spec §4: the label of each status; an unknown status is shown raw. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_approval: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
  awaiting_pickup: 'Ready for Pickup',
  in_transit: 'In Transit',
  with_renter: 'With You',
  returned: 'Returned',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function bookingStatusLabel(status: string): string {
  return Object.hasOwn(BOOKING_STATUS_LABELS, status)
    ? BOOKING_STATUS_LABELS[status as BookingStatus]
    : status;
}

/** Bookings that hold the item for their dates: they count against its quantity. */
export const ACTIVE_BOOKING_STATUSES = [
  'pending_approval',
  'approved',
  'awaiting_pickup',
  'in_transit',
  'with_renter',
] as const satisfies readonly BookingStatus[];

export function isActiveBookingStatus(status: string): boolean {
  return (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);
}

/** Spec §4: My Rentals tabs. */
export const MY_RENTALS_GROUPS = {
  active: ['pending_approval', 'approved', 'awaiting_pickup', 'in_transit', 'with_renter'],
  completed: ['returned', 'completed'],
  cancelled: ['rejected', 'cancelled'],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type MyRentalsGroup = keyof typeof MY_RENTALS_GROUPS;

/**
 * Spec §2/§4: the account page's My Bookings sub-tabs. The spec's account view knows pending, approved,
 * completed, cancelled and rejected; the hand-over states in between are active rentals too.
 */
export const ACCOUNT_BOOKING_GROUPS = {
  pending: ['pending_approval'],
  active: ['approved', 'awaiting_pickup', 'in_transit', 'with_renter', 'returned'],
  past: ['completed', 'cancelled', 'rejected'],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type AccountBookingGroup = keyof typeof ACCOUNT_BOOKING_GROUPS;

export function groupOf<G extends Record<string, readonly string[]>>(
  groups: G,
  status: string,
): keyof G | null {
  for (const [name, statuses] of Object.entries(groups))
    if (statuses.includes(status)) return name as keyof G;
  return null;
}

/** Money states of a booking. The spec's badges show unpaid, paid and refunded; the others are ours. */
export const PAYMENT_STATUSES = ['unpaid', 'authorized', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  authorized: 'Authorized',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const DELIVERY_METHODS = ['pickup', 'delivery'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** Spec §2 My Rentals: pickup is shown as Self Pickup, anything else as Delivery. */
export function deliveryMethodLabel(method: string): string {
  return method === 'pickup' ? 'Self Pickup' : 'Delivery';
}

/** Spec §9: 15 % of the rental subtotal. */
export const SERVICE_FEE_PERCENT = 15;
/** ARCHITECTURE §4 and the issue: the waits of the delayed jobs. */
export const REQUEST_EXPIRY_HOURS = 48;
export const AUTO_COMPLETE_DAYS = 3;
export const DAMAGE_REPORT_WINDOW_DAYS = 3;
export const DAMAGE_RESPONSE_HOURS = 72;
export const REVIEW_WINDOW_DAYS = 14;
/** Cancellation after approval at least this long before the start refunds the whole rent. */
export const FULL_REFUND_NOTICE_HOURS = 48;
/** Ours: a booking is at most a year long and starts within two years. */
export const MAX_RENTAL_DAYS = 365;
export const MAX_ADVANCE_DAYS = 730;
export const BOOKING_MESSAGE_MAX = 1000;
export const DELIVERY_ADDRESS_MAX = 300;
export const BOOKING_NOTES_MAX = 1000;
export const REVIEW_COMMENT_MAX = 2000;

/**
 * Spec §5/§8 messages for the rental wizard and the booking calls, shared by the server and the browser. Here, not
 * beside the schemas that use them: screens that only show a message (the review form's checks) stay free of zod.
 */
export const BookingMessages = {
  datesRequired: 'Date selection required: Please select both start and end dates.',
  paymentRequired: 'Payment method required: Please select or add a payment method.',
  date: 'Dates must be real calendar dates (yyyy-mm-dd)',
  endBeforeStart: 'The end date cannot be before the start date',
  pastDate: 'Past dates cannot be selected',
  tooLong: `A rental can last at most ${MAX_RENTAL_DAYS} days`,
  tooFarAhead: `Rentals can start at most ${MAX_ADVANCE_DAYS} days ahead`,
  addressRequired: 'Please enter a delivery address',
  addressMax: `The delivery address must be at most ${DELIVERY_ADDRESS_MAX} characters`,
  messageMax: `The message must be at most ${BOOKING_MESSAGE_MAX} characters`,
  notesMax: `Notes must be at most ${BOOKING_NOTES_MAX} characters`,
  totalPrice: 'The total price must be a positive number',
  /** maxBookingTotalCents() as the message states it (a unit test keeps the two equal). */
  totalMax: "This booking's total is above the maximum of 419,750,000.00",
  datesUnavailable: 'These dates are no longer available',
  reasonRequired: 'Please give a reason',
  damageAmount: 'The damage amount must be a positive number',
  protection: 'Protection must be true or false',
  protectionFee: 'The protection fee must be a number from 0',
  protectionFeeWithout: 'A protection fee was given without protection: add protection or leave the fee out',
  protectionDecision: 'The decision must be approve or reject',
  ownerAmount: 'The amount the owner keeps must be a number from 0',
  rating: 'Please choose a rating from 1 to 5 stars',
  commentMax: `The review must be at most ${REVIEW_COMMENT_MAX} characters`,
} as const;

const DAY_MS = 24 * 3600 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'yyyy-mm-dd' as the UTC midnight that starts it; null when it is not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A local calendar date (what a date picker gives) as 'yyyy-mm-dd'. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a date: ${isoDate}`);
  return toIsoDate(new Date(date.getTime() + days * DAY_MS));
}

/** Spec §9: whole days between start and end, plus 1 (a same-day rental is one day). */
export function rentalDays(startDate: string, endDate: string): number {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) throw new RangeError('Dates must be yyyy-mm-dd');
  return Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
}

/**
 * The earliest start date the server accepts: yesterday in UTC. A renter west of UTC in the evening is still on
 * the previous UTC day, and their "today" must be bookable; the date picker offers the renter's own today.
 */
export function earliestStartDate(now: Date = new Date()): string {
  return toIsoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS));
}

export interface RentalQuote {
  days: number;
  /** Daily price × days. */
  rentCents: number;
  /** 15 % of the rent, to the nearest cent. */
  feeCents: number;
  /** Rent + fee: the amount charged, the booking payload's totalPrice. */
  totalCents: number;
  /** Held on the card apart from the charge, released after the condition check. */
  depositCents: number;
  /** Issue 26 §2: the protection fee when the renter asked for protection, else 0 (not part of totalCents). */
  protectionFeeCents: number;
  /** Spec §9: the total shown, daily price × days × 1.15 + deposit (+ protection when asked for). */
  grandTotalCents: number;
}

/**
 * The most any booking can cost (rent + fee, the booking payload's totalPrice): the largest daily price a listing
 * may have (PRICE_MAX) for the longest rental (MAX_RENTAL_DAYS), in minor units. Requests above it are refused at
 * the contract; its message (BookingMessages.totalMax) states it.
 */
export function maxBookingTotalCents(): number {
  return quoteRental(PRICE_MAX * 100, 0, MAX_RENTAL_DAYS).totalCents;
}

/**
 * Spec §9's price breakdown, in the item's currency and integer minor units; with `protection` (the terms, when the
 * renter asked for it) the protection fee beside it (issue 26 §2).
 */
export function quoteRental(
  dailyPriceCents: number,
  depositCents: number,
  days: number,
  protection: ProtectionTerms | null = null,
): RentalQuote {
  const rentCents = dailyPriceCents * days;
  const feeCents = Math.round((rentCents * SERVICE_FEE_PERCENT) / 100);
  const totalCents = rentCents + feeCents;
  const protectionFee = protection ? protectionFeeCents(rentCents, protection) : 0;
  return {
    days,
    rentCents,
    feeCents,
    totalCents,
    depositCents,
    protectionFeeCents: protectionFee,
    grandTotalCents: totalCents + protectionFee + depositCents,
  };
}

/**
 * Protection at checkout (issue 26 §2): an optional fee on the rent that covers accidental damage above the deposit,
 * up to a cap. The numbers are the server's configuration (`PROTECTION_FEE_PERCENT`, `PROTECTION_MIN_FEE`,
 * `PROTECTION_CAP`); the web app asks the server for them (`protectionTerms`) and computes with the same function.
 */
export interface ProtectionTerms {
  /** The fee as a percentage of the rent. */
  feePercent: number;
  /** The smallest fee, in minor units of the listing's currency. */
  minimumFeeCents: number;
  /** The most the protection pays above the deposit, in minor units of the listing's currency. */
  capCents: number;
}

/** An admin's two answers to the part of a claim above the deposit. */
export const PROTECTION_DECISIONS = ['approve', 'reject'] as const;
export type ProtectionDecision = (typeof PROTECTION_DECISIONS)[number];

/** The protection fee of a rent: `feePercent` of it to the nearest cent, at least the minimum fee. */
export function protectionFeeCents(rentCents: number, terms: ProtectionTerms): number {
  return Math.max(Math.round((rentCents * terms.feePercent) / 100), terms.minimumFeeCents);
}

/** What a renter is charged at approval: rent + service fee + protection (the deposit is held apart). */
export function chargedCents(amounts: { totalCents: number; protectionFeeCents: number }): number {
  return amounts.totalCents + amounts.protectionFeeCents;
}

export type CancellationRule = 'before_approval' | 'early' | 'late' | 'by_owner';

export interface CancellationRefund {
  rule: CancellationRule;
  rentRefundCents: number;
  feeRefundCents: number;
  /** The protection fee goes back with the rent, in the same share (issue 26 §2). */
  protectionRefundCents: number;
}

/**
 * The cancellation policy (shown in the wizard before confirming). Before approval nothing was charged, so
 * everything held is released; after approval a renter who cancels at least 48 hours before the start gets
 * the rent back (the fee is kept), later half the rent; an owner who cancels refunds everything. Protection (issue
 * 26 §2) goes back with the rent, in the rent's share (the policy's last line says so).
 */
export function cancellationRefund(args: {
  approved: boolean;
  by: 'renter' | 'owner';
  startDate: string;
  now: Date;
  rentCents: number;
  feeCents: number;
  /** The booking's protection fee (0 without protection). */
  protectionFeeCents?: number;
}): CancellationRefund {
  const protection = args.protectionFeeCents ?? 0;
  // Protection is refunded with the rent: all of it with all the rent, the rent's share of it with part of the rent.
  const withRent = (rentRefundCents: number): number =>
    args.rentCents > 0 ? Math.floor((protection * rentRefundCents) / args.rentCents) : 0;
  const refund = (rule: CancellationRule, rentRefundCents: number, feeRefundCents: number) => ({
    rule,
    rentRefundCents,
    feeRefundCents,
    protectionRefundCents: withRent(rentRefundCents),
  });
  if (!args.approved) return refund('before_approval', args.rentCents, args.feeCents);
  if (args.by === 'owner') return refund('by_owner', args.rentCents, args.feeCents);
  const start = parseIsoDate(args.startDate);
  const hoursBefore = start ? (start.getTime() - args.now.getTime()) / 3_600_000 : 0;
  if (hoursBefore >= FULL_REFUND_NOTICE_HOURS) return refund('early', args.rentCents, 0);
  return refund('late', Math.floor(args.rentCents / 2), 0);
}

export const CANCELLATION_POLICY_LINES = [
  'Cancel before the owner approves: everything held on your card is released.',
  'Cancel after approval, at least 48 hours before the start date: the rent is refunded; the service fee is kept.',
  'Cancel later than that: half the rent is refunded.',
  'If the owner cancels after approving, you get everything back.',
  'If you added protection, it is refunded with the rent: all of it when all the rent is refunded, half of it when half is.',
] as const;

/**
 * Late return: each day (or part of one) past the end date while the item is still with the renter costs the
 * daily price. The end date is inclusive, so lateness starts at the midnight (UTC) after it.
 */
export function lateDays(endDate: string, until: Date): number {
  const end = parseIsoDate(endDate);
  if (!end) return 0;
  const dueBy = end.getTime() + DAY_MS;
  return until.getTime() <= dueBy ? 0 : Math.ceil((until.getTime() - dueBy) / DAY_MS);
}

export function lateFeeCents(endDate: string, until: Date, dailyPriceCents: number): number {
  return lateDays(endDate, until) * dailyPriceCents;
}

/** The moment a rental ends: the midnight (UTC) after its inclusive end date. */
export function rentalDueAt(endDate: string): Date {
  const end = parseIsoDate(endDate);
  if (!end) throw new RangeError(`Not a date: ${endDate}`);
  return new Date(end.getTime() + DAY_MS);
}

/**
 * Spec §4's remaining-time badge on a with_renter booking: 'Overdue' once now is past the end date, else
 * '{n} day(s) remaining', rounded up.
 */
export function remainingTimeLabel(endDate: string, now: Date): string {
  const due = rentalDueAt(endDate).getTime();
  if (now.getTime() > due) return 'Overdue';
  const days = Math.max(1, Math.ceil((due - now.getTime()) / DAY_MS));
  return `${days} ${days === 1 ? 'day' : 'days'} remaining`;
}

/**
 * Spec §9: rank requirements, highest first; a member holds the highest rank whose rules they meet. The ladder
 * is cumulative: the verified identity senior asks for is kept by expert and master.
 */
export const RANK_REQUIREMENTS = [
  {
    rank: 'master',
    minRentals: 50,
    minRating: 4.9,
    verified: true,
    text: '50+ rentals, 4.9+ stars and community contributions',
  },
  { rank: 'expert', minRentals: 25, minRating: 4.7, verified: true, text: '25+ rentals and 4.7+ stars' },
  {
    rank: 'senior',
    minRentals: 10,
    minRating: 4.5,
    verified: true,
    text: '10+ rentals, 4.5+ stars and a verified identity',
  },
  { rank: 'junior', minRentals: 3, minRating: 4, verified: false, text: '3+ rentals and 4+ stars' },
  {
    rank: 'rookie',
    minRentals: 0,
    minRating: 0,
    verified: false,
    text: 'New member: complete your first rental',
  },
] as const;

/**
 * A member's rank from their completed rentals (as renter or owner), their rating and whether an admin verified
 * their identity document (issue 26 §1: `identityVerified`, not the e-mail's `isVerified`). A rating rule is only
 * met by a member who has been rated.
 */
export function computeKoalaRank(args: {
  completedRentals: number;
  rating: number;
  reviewCount: number;
  identityVerified: boolean;
}): (typeof RANK_REQUIREMENTS)[number]['rank'] {
  for (const rule of RANK_REQUIREMENTS) {
    if (rule.rank === 'rookie') return 'rookie';
    if (args.completedRentals < rule.minRentals) continue;
    if (args.reviewCount === 0 || args.rating < rule.minRating) continue;
    if (rule.verified && !args.identityVerified) continue;
    return rule.rank;
  }
  return 'rookie';
}
