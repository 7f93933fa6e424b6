import {
  AvailabilityRulesInput,
  BlockedRangeInput,
  BookingIdInput,
  BookingMessages,
  BookingRequestFields,
  CALENDAR_SYNC_STATUSES,
  CalendarImportInput,
  CancelBookingInput,
  checkBookingRequest,
  DecideProtectionInput,
  defineCommand,
  HandOverInput,
  RejectBookingInput,
  ReportDamageInput,
  ResolveClaimInput,
  RespondToClaimInput,
  ReturnBookingInput,
  ReviewInput,
  text,
} from '@koalarent/core';
import { z } from 'zod';
import { type BookingSnapshot, isBookingSnapshot } from './queries/records.js';

export { PaymentDeclinedError, type PaymentProvider, type TokenizedCard } from './payments/provider.js';

/**
 * The request as it goes on the queue: a new card has already been handed to the payment provider by the gateway,
 * so only its token, brand, last four and expiry travel (the number and CVV never reach Redis or the database).
 */
export const TokenizedCardInput = z.object({
  providerRef: text().min(1).max(200),
  brand: text().max(16),
  last4: text().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  nameOnCard: text().trim().min(1).max(100),
});
export type TokenizedCardInput = z.infer<typeof TokenizedCardInput>;

export const BookingRequestCommandInput = BookingRequestFields.extend({
  // A saved card's id is a PostgreSQL int: a larger one could only fail the worker's statement.
  paymentMethod: z.union([z.number().int().positive().max(2_147_483_647), TokenizedCardInput], {
    error: BookingMessages.paymentRequired,
  }),
}).superRefine(checkBookingRequest);
export type BookingRequestCommandInput = z.infer<typeof BookingRequestCommandInput>;

const BookingRef = z.object({ bookingId: z.number().int().positive() });

/**
 * A request's answer: the booking's id and, when the worker wrote it, the booking as written with its renter, owner
 * and card (the gateway answers from it instead of reading the booking back; without it, it reads).
 */
const BookingRequestResult = BookingRef.extend({
  snapshot: z.custom<BookingSnapshot>(isBookingSnapshot, 'Not a booking snapshot').optional(),
});

const ItemRef = z.number().int().positive().max(2_147_483_647);
const RulesShape = z.object({
  minDays: z.number().int(),
  maxDays: z.number().int().nullable(),
  bufferDays: z.number().int(),
  advanceNoticeDays: z.number().int(),
  horizonDays: z.number().int().nullable(),
});
const BlockedRangeShape = z.object({
  id: z.number().int().positive(),
  startDate: z.string(),
  endDate: z.string(),
  note: z.string().nullable(),
  source: z.string(),
});

const FeedToken = z.object({ token: z.string().min(20).max(64) });
const ImportRef = z.object({ importId: z.number().int().positive() });

const bookingCommand = <I extends z.ZodType>(name: string, input: I) =>
  defineCommand({ name, queue: 'bookings', input, result: BookingRef, timeoutMs: 10_000 });

/** Every booking command (ARCHITECTURE §4): validated in the gateway, run by the bookings worker. */
export const BookingCommands = {
  request: defineCommand({
    name: 'booking-request',
    queue: 'bookings',
    input: BookingRequestCommandInput,
    result: BookingRequestResult,
    timeoutMs: 10_000,
  }),
  approve: bookingCommand('booking-approve', BookingIdInput),
  reject: bookingCommand('booking-reject', RejectBookingInput),
  cancel: bookingCommand('booking-cancel', CancelBookingInput),
  readyForPickup: bookingCommand('booking-ready-for-pickup', HandOverInput),
  shipped: bookingCommand('booking-shipped', HandOverInput),
  received: bookingCommand('booking-received', BookingIdInput),
  returned: bookingCommand('booking-returned', ReturnBookingInput),
  confirmCondition: bookingCommand('booking-confirm-condition', BookingIdInput),
  reportDamage: bookingCommand('booking-report-damage', ReportDamageInput),
  respondToClaim: bookingCommand('booking-respond-to-claim', RespondToClaimInput),
  resolveClaim: bookingCommand('booking-resolve-claim', ResolveClaimInput),
  decideProtection: bookingCommand('booking-decide-protection', DecideProtectionInput),
  review: defineCommand({
    name: 'booking-review',
    queue: 'bookings',
    input: ReviewInput,
    result: z.object({ reviewId: z.number().int().positive(), bookingId: z.number().int().positive() }),
    timeoutMs: 10_000,
  }),
  // Issue 23: a listing's availability, changed under the item's lock as requests are decided.
  setAvailabilityRules: defineCommand({
    name: 'availability-set-rules',
    queue: 'bookings',
    input: z.object({ itemId: ItemRef, rules: AvailabilityRulesInput }),
    result: z.object({ itemId: z.number().int().positive(), rules: RulesShape }),
    timeoutMs: 10_000,
  }),
  blockDates: defineCommand({
    name: 'availability-block',
    queue: 'bookings',
    input: z.object({ itemId: ItemRef, range: BlockedRangeInput }),
    result: z.object({ block: BlockedRangeShape }),
    timeoutMs: 10_000,
  }),
  unblockDates: defineCommand({
    name: 'availability-unblock',
    queue: 'bookings',
    input: z.object({ itemId: ItemRef, blockId: ItemRef }),
    result: z.object({ blockId: z.number().int().positive() }),
    timeoutMs: 10_000,
  }),
  // Issue 23 §3: the listing's secret iCal feed and the calendars it imports.
  calendarFeedToken: defineCommand({
    name: 'calendar-feed-token',
    queue: 'bookings',
    input: z.object({ itemId: ItemRef }),
    result: FeedToken,
    timeoutMs: 10_000,
  }),
  rotateCalendarFeed: defineCommand({
    name: 'calendar-feed-rotate',
    queue: 'bookings',
    input: z.object({ itemId: ItemRef }),
    result: FeedToken,
    timeoutMs: 10_000,
  }),
  addCalendarImport: defineCommand({
    name: 'calendar-import-add',
    queue: 'bookings',
    input: z.object({ itemId: ItemRef, calendar: CalendarImportInput }),
    result: ImportRef,
    timeoutMs: 10_000,
  }),
  removeCalendarImport: defineCommand({
    name: 'calendar-import-remove',
    queue: 'bookings',
    input: z.object({ itemId: ItemRef, importId: ItemRef }),
    result: ImportRef,
    timeoutMs: 10_000,
  }),
  // Fetches the calendar before it answers: its wait covers the fetch's own deadline (CALENDAR_FETCH_LIMITS).
  syncCalendarImport: defineCommand({
    name: 'calendar-import-sync',
    queue: 'bookings',
    input: z.object({ itemId: ItemRef, importId: ItemRef }),
    result: ImportRef.extend({ status: z.enum(CALENDAR_SYNC_STATUSES) }),
    timeoutMs: 30_000,
  }),
} as const;
export type BookingCommandName = keyof typeof BookingCommands;

// What availability rules mean for a request (issue 23), for the gateway's presentation and the calendar.
export {
  AvailabilityRefusalMessages,
  type BookingWindow,
  bookingWindow,
  freeForRange,
  rulesOrDefault,
} from './booking/availability.js';
// Which listings have a unit free for a range, as one SQL condition: the catalogue search's date filter (issue 23 §4).
export { notFreeForRangeSql } from './booking/availability-sql.js';
// Protection at checkout's terms from the configuration (issue 26 §2), for the gateway's `protectionTerms`.
export { protectionTermsOf } from './booking/protection.js';
// The state machine (who may take which action from which status), for the gateway's early refusal and tests.
export {
  BOOKING_TRANSITIONS,
  type BookingParty,
  type BookingTimer,
  type BookingTransitionName,
  checkTransition,
  mayTake,
  partiesOf,
  partyRefusal,
} from './booking/state-machine.js';
// A listing's iCal feed as a file (issue 23 §3), for the gateway's `/api/calendar/{token}.ics`.
export { FEED_REFRESH_MINUTES, renderCalendarFeed } from './calendar/ics-export.js';
// The gateway tokenises a new card before enqueueing a request, with the deployment's provider.
export { cardDetailsFromInput, createPaymentProvider } from './payments/index.js';
export { DECLINE_MESSAGES } from './payments/provider.js';
// The read side, for the gateway: plain functions over an EntityManager (ARCHITECTURE §2: reads need no worker).
export * from './queries/index.js';
