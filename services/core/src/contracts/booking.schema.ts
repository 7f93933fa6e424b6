import { z } from 'zod';
import {
  BOOKING_MESSAGE_MAX,
  BOOKING_NOTES_MAX,
  BookingMessages,
  DELIVERY_ADDRESS_MAX,
  maxBookingTotalCents,
  PROTECTION_DECISIONS,
  parseIsoDate,
  REVIEW_COMMENT_MAX,
} from './booking.constants.js';
import {
  CardMessages,
  cardDigits,
  isExpired,
  PAYMENT_METHOD_ID_PATTERN,
  parseExpiry,
  passesLuhn,
} from './card.js';
import { PRICE_MAX } from './item.constants.js';
import { exactMinorUnits, isWholeMinorUnits, MoneyMessages } from './money.js';
import { multilineText, text } from './text.js';

export * from './booking.constants.js';
export * from './card.js';

/**
 * An amount of money as a client sends it: a number with no more decimals than the currency has (all seven have
 * 2), refused with a clear message instead of being rounded; `positive` is checked on the amount in minor units,
 * the value that is stored. The worker re-reads its command input with these same schemas, so an amount it
 * converts is always exact and no database check can refuse it.
 */
function amountField(options: { message: string; positive: boolean; max: number; maxMessage?: string }) {
  return z
    .number({ error: options.message })
    .refine(Number.isFinite, { message: options.message, abort: true })
    .refine(isWholeMinorUnits, { message: MoneyMessages.decimals, abort: true })
    .refine(
      (amount) =>
        !isWholeMinorUnits(amount) ||
        (options.positive ? exactMinorUnits(amount) > 0 : exactMinorUnits(amount) >= 0),
      { message: options.message, abort: true },
    )
    .refine((amount) => amount <= options.max, options.maxMessage ?? options.message);
}

const isoDate = text({ error: BookingMessages.datesRequired }).refine(
  (value) => parseIsoDate(value) !== null,
  BookingMessages.date,
);

/** A new card typed into the wizard; only brand, last four and expiry survive the payment call. */
export const CardInput = z.object({
  cardNumber: text({ error: CardMessages.cardNumber })
    .transform(cardDigits)
    .refine(passesLuhn, CardMessages.cardNumber),
  nameOnCard: text({ error: CardMessages.nameOnCard }).trim().min(2, CardMessages.nameOnCard).max(100),
  expiryDate: text({ error: CardMessages.expiryDate })
    .refine((value) => parseExpiry(value) !== null, CardMessages.expiryDate)
    .refine((value) => {
      const expiry = parseExpiry(value);
      return expiry === null || !isExpired(expiry);
    }, CardMessages.expired),
  cvv: text({ error: CardMessages.cvv }).regex(/^\d{3,4}$/, CardMessages.cvv),
});
export type CardInput = z.infer<typeof CardInput>;

/** A new card entered in Stripe's own field (Stripe configured): only the PaymentMethod id Stripe.js made. */
export const PaymentMethodIdInput = z.object({
  paymentMethodId: text({ error: CardMessages.paymentMethodId }).regex(
    PAYMENT_METHOD_ID_PATTERN,
    CardMessages.paymentMethodId,
  ),
});
export type PaymentMethodIdInput = z.infer<typeof PaymentMethodIdInput>;

/** Spec §3's booking request, before its cross-field rules (the command's queue form swaps the card for a token). */
export const BookingRequestFields = z.object({
  itemId: z.number().int().positive(),
  startDate: isoDate,
  endDate: isoDate,
  totalPrice: amountField({
    message: BookingMessages.totalPrice,
    positive: true,
    max: maxBookingTotalCents() / 100,
    maxMessage: BookingMessages.totalMax,
  }),
  deliveryOption: z.enum(['pickup', 'delivery']),
  deliveryAddress: multilineText().trim().max(DELIVERY_ADDRESS_MAX, BookingMessages.addressMax).nullish(),
  paymentMethod: z.union([z.number().int().positive(), CardInput, PaymentMethodIdInput], {
    error: BookingMessages.paymentRequired,
  }),
  message: multilineText().trim().max(BOOKING_MESSAGE_MAX, BookingMessages.messageMax).nullish(),
  /** Issue 26 §2: the optional protection at checkout (absent: none). */
  protection: z.boolean({ error: BookingMessages.protection }).optional(),
  /**
   * Issue 26 §2: the protection fee the renter was shown. With protection, a fee that differs from the one the
   * server computes now (its terms changed since the quote) is refused as a changed price, as `totalPrice` is.
   */
  protectionFee: amountField({
    message: BookingMessages.protectionFee,
    positive: false,
    max: maxBookingTotalCents() / 100,
  })
    .optional()
    .meta({
      description:
        'The protection fee the renter was shown (with protection: true). Clients should send it: when the terms changed since the quote and the fee differs, the request is refused with PRICE_CHANGED (409) naming the new fee instead of charging another. Left out, the fee is charged as computed now. Without protection it must be left out or 0.',
    }),
});

/** The end is not before the start; delivery needs an address; a protection fee comes only with protection. */
export function checkBookingRequest(
  value: {
    startDate: string;
    endDate: string;
    deliveryOption: string;
    deliveryAddress?: string | null | undefined;
    protection?: boolean | undefined;
    protectionFee?: number | null | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const start = parseIsoDate(value.startDate);
  const end = parseIsoDate(value.endDate);
  if (start && end && end < start)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: BookingMessages.endBeforeStart });
  if (value.deliveryOption === 'delivery' && !value.deliveryAddress)
    ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: BookingMessages.addressRequired });
  // A fee shown for protection the request does not add would be charged nowhere: refused rather than ignored.
  if (
    value.protection !== true &&
    typeof value.protectionFee === 'number' &&
    isWholeMinorUnits(value.protectionFee) &&
    exactMinorUnits(value.protectionFee) !== 0
  )
    ctx.addIssue({ code: 'custom', path: ['protectionFee'], message: BookingMessages.protectionFeeWithout });
}

/** Spec §3's booking request: paymentMethod is a saved method's id, a new card, or Stripe's id of a new card. */
export const BookingRequestInput = BookingRequestFields.superRefine(checkBookingRequest);
export type BookingRequestInput = z.infer<typeof BookingRequestInput>;

export const BookingIdInput = z.object({ bookingId: z.number().int().positive() });
export type BookingIdInput = z.infer<typeof BookingIdInput>;

export const RejectBookingInput = BookingIdInput.extend({
  reason: multilineText()
    .trim()
    .min(1, BookingMessages.reasonRequired)
    .max(BOOKING_NOTES_MAX, BookingMessages.notesMax),
});
export const CancelBookingInput = BookingIdInput.extend({
  reason: multilineText().trim().max(BOOKING_NOTES_MAX, BookingMessages.notesMax).nullish(),
});
/** Spec §7: PUT /api/bookings/{id}/returned with notes, possibly an empty string. */
export const ReturnBookingInput = BookingIdInput.extend({
  notes: multilineText().trim().max(BOOKING_NOTES_MAX, BookingMessages.notesMax).nullish(),
});
/** Owner's notes for the hand-over (optional on ready-for-pickup and shipped). */
export const HandOverInput = BookingIdInput.extend({
  notes: multilineText().trim().max(BOOKING_NOTES_MAX, BookingMessages.notesMax).nullish(),
});
export const ReportDamageInput = BookingIdInput.extend({
  amount: amountField({ message: BookingMessages.damageAmount, positive: true, max: PRICE_MAX }),
  reason: multilineText()
    .trim()
    .min(1, BookingMessages.reasonRequired)
    .max(BOOKING_NOTES_MAX, BookingMessages.notesMax),
  photos: z.array(text().trim().min(1).max(500)).max(10).default([]),
});
export const RespondToClaimInput = BookingIdInput.extend({ accept: z.boolean() });
/** An admin's decision on a disputed claim: how much of the claim the owner keeps (0 … the claimed amount). */
export const ResolveClaimInput = BookingIdInput.extend({
  ownerAmount: amountField({ message: BookingMessages.ownerAmount, positive: false, max: PRICE_MAX }),
  note: multilineText().trim().max(BOOKING_NOTES_MAX, BookingMessages.notesMax).nullish(),
});
/**
 * Issue 26 §2: an admin's decision on the part of a claim above the deposit (a protected booking's): approve (paid to
 * the owner from the protection account) or reject, with an optional note.
 */
export const DecideProtectionInput = BookingIdInput.extend({
  decision: z.enum(PROTECTION_DECISIONS, { error: BookingMessages.protectionDecision }),
  note: multilineText().trim().max(BOOKING_NOTES_MAX, BookingMessages.notesMax).nullish(),
});
export type DecideProtectionInput = z.infer<typeof DecideProtectionInput>;
export const ReviewInput = BookingIdInput.extend({
  rating: z
    .number({ error: BookingMessages.rating })
    .int(BookingMessages.rating)
    .min(1, BookingMessages.rating)
    .max(5, BookingMessages.rating),
  comment: multilineText().trim().max(REVIEW_COMMENT_MAX, BookingMessages.commentMax).default(''),
});
