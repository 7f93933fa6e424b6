import { z } from 'zod';

const id = z.number().int().positive();

/**
 * What every booking event carries, so a consumer (the owner's 'NEW RENTAL REQUEST' message, a notification,
 * an e-mail) can say what happened without reading the booking back.
 */
const BookingEventBase = z.object({
  bookingId: id,
  /** Null once the owner deleted the listing. */
  itemId: id.nullable(),
  itemTitle: z.string(),
  renterId: id,
  ownerId: id,
  startDate: z.string(),
  endDate: z.string(),
  /** Rent + service fee in the item's currency (decimal, as the API shows it). */
  totalPrice: z.number(),
  currency: z.string().length(3),
  status: z.string(),
  /** Who acted: null for the system (expiry, auto-complete). */
  actorId: id.nullable(),
});

/**
 * Every event in the system, named `entity.past_verb`, with its payload schema. Producers write these to
 * the outbox; each service declares the ones it consumes beside its handlers (`WorkerDefinition.events`).
 */
export const EventSchemas = {
  'user.registered': z.object({ userId: z.number().int().positive() }),
  'user.verification_requested': z.object({ userId: z.number().int().positive() }),
  /** A new verification link was asked for this address; the worker mails it if an unverified account has it. */
  'user.verification_resend_requested': z.object({ email: z.string().max(254) }),
  /** Someone tried to register with this verified member's e-mail: the member is told, the caller is not. */
  'user.registration_attempted': z.object({ userId: z.number().int().positive() }),
  /**
   * Someone asked for a password reset link for this address, member or not (the request reveals nothing): the
   * messaging worker looks the member up, issues the token and mails it.
   */
  'user.password_reset_requested': z.object({ email: z.string().max(254) }),
  /** A member set a new password through a reset link: they are told by e-mail. */
  'user.password_reset': z.object({ userId: z.number().int().positive() }),
  'user.logged_in': z.object({
    userId: z.number().int().positive(),
    ipAddress: z.string().max(64),
    userAgent: z.string().max(1024),
    via: z.enum(['member', 'admin', 'social']),
  }),
  /** An admin approved a listing: it is public from now on (the owner may be told). */
  'item.approved': z.object({
    itemId: z.number().int().positive(),
    ownerId: z.number().int().positive(),
    reviewerId: z.number().int().positive(),
  }),
  /** An admin rejected a listing, with the reason shown to its owner. */
  'item.rejected': z.object({
    itemId: z.number().int().positive(),
    ownerId: z.number().int().positive(),
    reviewerId: z.number().int().positive(),
    reason: z.string().max(500).nullable(),
  }),
  /** A renter asked to rent an item: the owner gets the 'NEW RENTAL REQUEST …' message. */
  'booking.requested': BookingEventBase.extend({
    renterName: z.string(),
    deliveryMethod: z.enum(['pickup', 'delivery']),
    deliveryAddress: z.string().nullable(),
    message: z.string().nullable(),
    expiresAt: z.string(),
  }),
  'booking.approved': BookingEventBase,
  'booking.rejected': BookingEventBase.extend({ reason: z.string().nullable() }),
  'booking.cancelled': BookingEventBase.extend({
    /** 'renter' | 'owner' | 'system' (an unanswered request expired). */
    cancelledBy: z.enum(['renter', 'owner', 'system']),
    reason: z.string().nullable(),
    refundedAmount: z.number(),
  }),
  /** Every status change, including the three above: both sides' booking cards and notifications follow it. */
  'booking.status_changed': BookingEventBase.extend({
    from: z.string(),
    /** Notes that go with the change (the owner's hand-over notes, the renter's return notes). */
    notes: z.string().nullable(),
  }),
  /** The rental's end date passed while the item is still with the renter: both sides are told. */
  'booking.overdue': BookingEventBase.extend({ lateFee: z.number() }),
  /** The owner reported damage after the return; the renter may accept or dispute. */
  'booking.damage_reported': BookingEventBase.extend({
    amount: z.number(),
    reason: z.string(),
    respondBy: z.string(),
  }),
  /** A damage claim was settled (accepted, auto-accepted or decided by an admin). */
  'booking.damage_resolved': BookingEventBase.extend({
    ownerAmount: z.number(),
    resolution: z.enum(['accepted', 'auto_accepted', 'admin_decided']),
  }),
  /**
   * An admin decided the part of a protected booking's damage claim above the deposit (issue 26 §2): approved, the
   * protection pays the owner `paidAmount`; rejected, nothing is paid. The renter is never charged beyond the deposit.
   */
  'booking.protection_decided': BookingEventBase.extend({
    decision: z.enum(['approved', 'rejected']),
    /** The part of the claim above the deposit that was asked of the protection. */
    protectionAmount: z.number(),
    /** What the protection pays the owner: `protectionAmount` approved, 0 rejected. */
    paidAmount: z.number(),
    /** The admin's note with the decision, when they wrote one. */
    note: z.string().nullable(),
  }),
  /**
   * A member sent a message (written with the message, in its transaction): the messaging worker schedules the
   * "new messages" e-mail that goes out if the receiver stays away for the quiet period.
   */
  'message.sent': z.object({ messageId: id, senderId: id, receiverId: id }),
  /** An admin decided a member's identity check (issue 26 §1): their rank may change with it. */
  'identity_check.decided': z.object({
    checkId: id,
    userId: id,
    decision: z.enum(['verified', 'rejected']),
  }),
  /**
   * An admin resolved a report (issue 26 §3): the reporter is told the outcome in the app (the gateway mails it).
   * Only ids and the action: the reporter's notice names no one.
   */
  'report.resolved': z.object({
    reportId: id,
    reporterId: id,
    resolvedById: id,
    targetType: z.enum(['item', 'user']),
    action: z.enum(['dismiss', 'hide_listing', 'lock_member', 'warn']),
  }),
  /** A review became visible (both sides wrote, or the window closed). */
  'review.published': z.object({
    reviewId: id,
    bookingId: id,
    authorId: id,
    subjectId: id,
    itemId: id.nullable(),
  }),
} as const;

export type EventType = keyof typeof EventSchemas;
export type EventPayload<T extends EventType> = z.infer<(typeof EventSchemas)[T]>;

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(EventSchemas, value);
}

/** What a consumer job receives: the event's id (a UUIDv7, its idempotency key), type, time and payload. */
export interface EventEnvelope<T extends EventType = EventType> {
  eventId: string;
  type: T;
  occurredAt: string;
  payload: EventPayload<T>;
}
