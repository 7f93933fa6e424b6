import { z } from 'zod';
import { BookingMessages } from './booking.constants.js';
import {
  BookingRequestFields,
  BookingRequestInput,
  CardInput,
  checkBookingRequest,
  PaymentMethodIdInput,
} from './booking.schema.js';
import { text } from './text.js';

// The doors' reading of a booking request, apart from booking.schema.ts: the web's card form imports that module,
// and this one (which it never uses) stays out of its chunk.
const RequestFieldsOnly = BookingRequestFields.omit({ paymentMethod: true }).superRefine(checkBookingRequest);

/** Spec §3's payment rule for a request: a saved method or a new card, not both. */
export const PAYMENT_CHOICE_MESSAGE = 'Choose a saved payment method or a new card, not both.';

type PaymentChoice = number | CardInput | PaymentMethodIdInput;

/**
 * A booking request as the doors receive it — a saved method's id (`paymentMethodId`), a new card (`card`) or, when
 * the server pays through Stripe, the new card's Stripe PaymentMethod id (`stripePaymentMethodId`), as GraphQL's
 * BookingRequestInput names them and REST reads spec §3's `paymentMethod` into them — to
 * BookingRequestInput: every field's message at once (the card's fields by their own names), then the whole
 * through the spec's schema.
 */
export const BookingRequestChoice = z
  .object({
    itemId: z.unknown().optional(),
    // Judged below by the request's own fields (every message at once), so taken as they come here.
    startDate: z.unknown().optional(),
    endDate: z.unknown().optional(),
    totalPrice: z.unknown().optional(),
    deliveryOption: z.unknown().optional(),
    deliveryAddress: z.unknown().optional(),
    message: z.unknown().optional(),
    protection: z.unknown().optional(),
    protectionFee: z.unknown().optional(),
    paymentMethodId: z.number().nullish(),
    card: z.record(z.string(), z.unknown()).nullish(),
    stripePaymentMethodId: text().nullish(),
  })
  .transform((input, ctx): BookingRequestInput => {
    const issues: { path: string; message: string }[] = [];
    // A blank date is a date not chosen: the spec's "Date selection required" rather than "not a real date".
    const date = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
    const fields = RequestFieldsOnly.safeParse({
      itemId: input.itemId,
      startDate: date(input.startDate),
      endDate: date(input.endDate),
      totalPrice: input.totalPrice,
      deliveryOption: input.deliveryOption,
      deliveryAddress: input.deliveryAddress ?? null,
      message: input.message ?? null,
      protection: input.protection ?? undefined,
      protectionFee: input.protectionFee ?? undefined,
    });
    if (!fields.success)
      for (const issue of fields.error.issues)
        issues.push({
          path: issue.path.join('.'),
          message: issue.path[0] === 'itemId' ? 'itemId must be the id of an item' : issue.message,
        });
    let paymentMethod: PaymentChoice | null = null;
    const given = [input.card, input.paymentMethodId, input.stripePaymentMethodId].filter((v) => v != null);
    if (given.length > 1) {
      issues.push({ path: 'paymentMethod', message: PAYMENT_CHOICE_MESSAGE });
    } else if (input.card) {
      const card = CardInput.safeParse(input.card);
      if (card.success) paymentMethod = card.data;
      else
        for (const issue of card.error.issues)
          issues.push({ path: issue.path.join('.'), message: issue.message });
    } else if (input.stripePaymentMethodId != null) {
      const method = PaymentMethodIdInput.safeParse({ paymentMethodId: input.stripePaymentMethodId });
      if (method.success) paymentMethod = method.data;
      else
        for (const issue of method.error.issues)
          issues.push({ path: 'stripePaymentMethodId', message: issue.message });
    } else if (input.paymentMethodId != null) {
      paymentMethod = input.paymentMethodId;
    } else {
      issues.push({ path: 'paymentMethod', message: BookingMessages.paymentRequired });
    }
    if (issues.length > 0 || !fields.success || paymentMethod === null) {
      for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    }
    // Absent, null and false all mean no protection, and become one shape: the command bus compares a retried
    // request's input with the first one's, so GraphQL's default (false) and REST's absent field must agree. The
    // fee shown stays only beside protection (without it, it was 0 or refused above), and only when given.
    const { protection, protectionFee, ...chosen } = fields.data;
    const whole = BookingRequestInput.safeParse({
      ...chosen,
      ...(protection === true ? { protection } : {}),
      ...(protection === true && protectionFee !== undefined ? { protectionFee } : {}),
      paymentMethod,
    });
    if (whole.success) return whole.data;
    for (const issue of whole.error.issues)
      ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
    return z.NEVER;
  });
