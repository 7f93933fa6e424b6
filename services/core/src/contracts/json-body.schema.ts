import { z } from 'zod';
import { BookingRequestFields, ReportDamageInput, ResolveClaimInput, ReviewInput } from './booking.schema.js';
import { ItemInput } from './item.schema.js';
import { OnboardingAnswersInput } from './onboarding.schema.js';
import {
  amountFor,
  JsonFlag,
  JsonOptionalText,
  JsonText,
  JsonTextList,
  jsonObject,
  LenientId,
  OptionalLenientId,
  optionalAmountFor,
  requiredFlag,
  wholeFor,
} from './request.schema.js';

/**
 * JSON bodies (the REST door, spec §7) read into the inputs the shared schemas judge: each value in the type the
 * GraphQL input declares, with the field's own schema consulted for anything that type cannot carry (see
 * request.schema.ts). Nothing here decides a bound or a message.
 */

const item = ItemInput.shape;

/** POST /api/items and PUT /api/items/{id}: the listing form's fields. */
export const ItemBody = jsonObject({
  title: JsonText,
  description: JsonText,
  category: JsonText,
  currency: JsonText,
  pricePerDay: amountFor(item.pricePerDay),
  pricePerWeek: optionalAmountFor(item.pricePerWeek),
  pricePerMonth: optionalAmountFor(item.pricePerMonth),
  pricePerYear: optionalAmountFor(item.pricePerYear),
  securityDeposit: amountFor(item.securityDeposit),
  location: JsonText,
  quantity: wholeFor(item.quantity),
  images: JsonTextList,
  availability: JsonFlag,
  // Left out: the listing keeps its setting; anything but true or false is refused rather than read as off.
  instantBook: requiredFlag('instantBook').optional(),
});

/** Spec §3's new card inside a booking request's `paymentMethod`. */
const CardBody = jsonObject({
  cardNumber: JsonText,
  nameOnCard: JsonText,
  expiryDate: JsonText,
  cvv: JsonText,
});

/** A new card as Stripe.js made it in the browser: `"pm_…"` itself, or `{ paymentMethodId: "pm_…" }`. */
function stripeMethodId(method: unknown): string | null {
  if (typeof method === 'string' && method.trim().startsWith('pm_')) return method.trim();
  if (method && typeof method === 'object' && !Array.isArray(method) && 'paymentMethodId' in method) {
    const value = (method as { paymentMethodId: unknown }).paymentMethodId;
    // Anything but text is no id at all; the format is BookingRequestChoice's to judge.
    return typeof value === 'string' ? value : '';
  }
  return null;
}

/**
 * POST /api/bookings: `paymentMethod` is a saved method's id (a number, or its digits as text), a new card
 * `{cardNumber, nameOnCard, expiryDate, cvv}` or, when the server pays through Stripe, the new card's Stripe
 * PaymentMethod id (`"pm_…"` or `{paymentMethodId: "pm_…"}`); anything else is "no payment method". Nothing here
 * refuses: a signed-out caller hears 401 before any message about the body (BookingRequestChoice judges it after).
 */
export const BookingRequestBody = jsonObject({
  itemId: LenientId,
  startDate: JsonText,
  endDate: JsonText,
  totalPrice: amountFor(BookingRequestFields.shape.totalPrice),
  deliveryOption: JsonText,
  deliveryAddress: JsonOptionalText,
  message: JsonOptionalText,
  // Issue 26 §2: true or false (absent or null: none); anything else is a 400 on it, as GraphQL's Boolean refuses it.
  protection: BookingRequestFields.shape.protection.nullable(),
  // The protection fee the renter was shown: a number or its digits (absent, null or blank: not given).
  protectionFee: optionalAmountFor(BookingRequestFields.shape.protectionFee),
  paymentMethod: z.unknown(),
}).transform(({ paymentMethod: method, ...fields }) => {
  const stripePaymentMethodId = stripeMethodId(method);
  if (stripePaymentMethodId !== null)
    return { ...fields, paymentMethodId: null, card: null, stripePaymentMethodId };
  return {
    ...fields,
    // A saved method's id; an id that names no row stays an id (0), which answers "not available".
    paymentMethodId:
      typeof method === 'number' || (typeof method === 'string' && method.trim() !== '')
        ? LenientId.parse(method)
        : null,
    card: method && typeof method === 'object' && !Array.isArray(method) ? CardBody.parse(method) : null,
    stripePaymentMethodId: null,
  };
});

/** POST /api/reviews' rating, as the review's schema judges it. */
export const JsonRating = wholeFor(ReviewInput.shape.rating);
/** PUT /api/bookings/{id}/report-damage's amount. */
export const JsonDamageAmount = amountFor(ReportDamageInput.shape.amount);
/** PUT /api/admin/bookings/{id}/claim's ownerAmount. */
export const JsonOwnerAmount = amountFor(ResolveClaimInput.shape.ownerAmount);

/** A multiple-choice answer: absent is "none chosen"; entries that are not text become '', which the schema refuses. */
const JsonChoices = z
  .unknown()
  .transform((v) =>
    v === undefined || v === null ? [] : Array.isArray(v) ? v.map((e) => JsonText.parse(e)) : [''],
  );

const answers = OnboardingAnswersInput.shape;

/** PUT /api/users/me/onboarding's `answers`; wrong JSON types answer the spec's messages. */
export const OnboardingAnswersBody = jsonObject({
  primaryGoal: JsonText,
  preferredCategories: JsonChoices,
  interests: JsonChoices,
  budgetMin: wholeFor(answers.budgetMin),
  budgetMax: wholeFor(answers.budgetMax),
  experience: JsonText,
  location: JsonText,
  communicationStyle: JsonText,
  availability: JsonChoices,
});

/**
 * POST /api/messages' three forms (spec §7): `{receiverId, content, relatedItemId?}`, `{senderId, receiverId,
 * content}` and `{bookingId, content, receiverId}`, as one SendMessageInput. Nothing here refuses: a signed-out
 * caller gets 401 before anything about the body; unreadable ids become 0, which the service refuses.
 */
export const MessageBody = jsonObject({
  receiverId: LenientId,
  content: JsonText,
  relatedItemId: OptionalLenientId,
  bookingId: OptionalLenientId,
  senderId: OptionalLenientId,
});
