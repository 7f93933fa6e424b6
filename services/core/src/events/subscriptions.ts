import type { Job } from 'bullmq';
import type { WorkerDeps } from '../worker/worker-deps.js';
import type { EventEnvelope, EventType } from './event-map.js';

/** A consumer of one event type; it receives that event's typed envelope. */
export type EventHandler<T extends EventType> = (
  event: EventEnvelope<T>,
  deps: WorkerDeps,
  job: Job<EventEnvelope<T>>,
) => Promise<unknown>;

/**
 * The events a service consumes, declared beside its handlers: event type → consumer name → handler. The
 * consumer's name is its job's name, written once next to the code it runs, so it cannot be mistyped elsewhere.
 * Consumer names are kebab-case and unique within the service.
 */
export type EventSubscriptions = { [T in EventType]?: Record<string, EventHandler<T>> };
