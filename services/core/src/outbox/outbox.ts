import type { EntityManager } from '@mikro-orm/core';
import { type EventPayload, EventSchemas, type EventType } from '../events/event-map.js';
import { OutboxEvent } from './outbox-event.entity.js';

/**
 * Records an event in the caller's unit of work; it is written by the same flush/transaction as the change
 * it describes. The payload is validated here so a bad producer fails before commit, not in a consumer.
 */
export function recordEvent<T extends EventType>(
  em: EntityManager,
  type: T,
  payload: EventPayload<T>,
): OutboxEvent {
  const parsed = EventSchemas[type].parse(payload) as Record<string, unknown>;
  const event = em.create(OutboxEvent, { type, payload: parsed });
  em.persist(event);
  return event;
}
