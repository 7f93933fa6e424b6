import { z } from 'zod';

/**
 * Every event in the system, named `entity.past_verb`, with its payload schema. Producers write these to
 * the outbox; each service declares the ones it consumes beside its handlers (`WorkerDefinition.events`).
 */
export const EventSchemas = {
  'user.registered': z.object({ userId: z.number().int().positive() }),
  'user.verification_requested': z.object({ userId: z.number().int().positive() }),
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
