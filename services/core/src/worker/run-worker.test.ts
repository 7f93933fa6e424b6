import type { Job, Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../events/event-map.js';
import type { EventSubscriptions } from '../events/subscriptions.js';
import {
  consumerJobId,
  consumerJobName,
  DISPATCH_EVENT_JOB,
  DISPATCH_EVENTS_JOB,
  dispatchBatchJobId,
} from '../queues/queues.js';
import { consumeInline, consumeWhen, createProcessor, ownQueueOf, type WorkerDeps } from './run-worker.js';

function statusChanged(status: string, n = status.length): EventEnvelope<'booking.status_changed'> {
  return {
    eventId: `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    type: 'booking.status_changed',
    occurredAt: '2026-11-23T12:00:00.000Z',
    payload: {
      bookingId: 7,
      itemId: 3,
      itemTitle: 'Tent',
      renterId: 1,
      ownerId: 2,
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      totalPrice: 103.5,
      currency: 'USD',
      status,
      actorId: 1,
      from: 'with_renter',
      notes: null,
    },
  };
}

/** The dispatch stage of a worker with these subscriptions: the consumer jobs it adds for one dispatch job. */
async function dispatched(
  events: EventSubscriptions,
  event: EventEnvelope | EventEnvelope[],
): Promise<[string, string][]> {
  const added: [string, string][] = [];
  const queue = {
    add: async (name: string, _data: unknown, opts: { jobId: string }) => {
      added.push([name, opts.jobId]);
      return {};
    },
  } as unknown as Queue;
  const processor = createProcessor(
    { queue: 'bookings', entities: [], events },
    {} as WorkerDeps,
    () => queue,
  );
  await processor(
    (Array.isArray(event)
      ? { name: DISPATCH_EVENTS_JOB, data: { events: event } }
      : { name: DISPATCH_EVENT_JOB, data: event }) as Job,
  );
  return added;
}

/** A consumer of every status change, and one of returns only. */
const statusConsumers = {
  'always-runs': async () => undefined,
  'on-return': consumeWhen<'booking.status_changed'>(
    (event) => event.payload.status === 'returned',
    async () => undefined,
  ),
};

describe('dispatch stage', () => {
  const events = { 'booking.status_changed': statusConsumers } satisfies EventSubscriptions;

  it('makes a job for every consumer an event concerns', async () => {
    const event = statusChanged('returned');
    expect(await dispatched(events, event)).toEqual([
      [consumerJobName(event.type, 'always-runs'), consumerJobId(event.eventId, 'always-runs')],
      [consumerJobName(event.type, 'on-return'), consumerJobId(event.eventId, 'on-return')],
    ]);
  });

  it('makes no job for a consumer whose condition the event does not meet', async () => {
    const event = statusChanged('approved');
    expect(await dispatched(events, event)).toEqual([
      [consumerJobName(event.type, 'always-runs'), consumerJobId(event.eventId, 'always-runs')],
    ]);
  });
});

describe('batch dispatch', () => {
  const events = {
    'booking.status_changed': {
      ...statusConsumers,
      // The dispatch stage is the backstop of inline consumers: it makes their jobs as any other's.
      'runs-inline': consumeInline(async () => undefined),
    },
  } satisfies EventSubscriptions;

  it('makes a job for every consumer of every event in it, each with its per-event id', async () => {
    const [returned, approved] = [statusChanged('returned', 1), statusChanged('approved', 2)];
    const job = (event: EventEnvelope, consumer: string) => [
      consumerJobName(event.type, consumer),
      consumerJobId(event.eventId, consumer),
    ];
    expect(await dispatched(events, [returned, approved])).toEqual([
      job(returned, 'always-runs'),
      job(returned, 'on-return'),
      job(returned, 'runs-inline'),
      job(approved, 'always-runs'),
      job(approved, 'runs-inline'),
    ]);
    // The same consumer jobs as a dispatch per event: whichever way an event comes again, its ids are taken.
    expect([...(await dispatched(events, returned)), ...(await dispatched(events, approved))]).toEqual(
      await dispatched(events, [returned, approved]),
    );
  });

  it('has an id of all its events, in any order, that BullMQ accepts', () => {
    const [a, b, c] = [
      '0190a000-0000-7000-8000-000000000001',
      '0190a000-0000-7000-8000-000000000002',
      '0190a000-0000-7000-8000-000000000003',
    ];
    const id = dispatchBatchJobId([a!, b!]);
    expect(id).toMatch(/^evts-0190a000-0000-7000-8000-000000000001-2-[0-9a-f]{16}$/);
    expect(dispatchBatchJobId([b!, a!])).toBe(id);
    // The same first event and count, another second event: another batch, never taken for this one.
    expect(dispatchBatchJobId([a!, c!])).not.toBe(id);
  });
});

describe('inline consumers', () => {
  const deps = { config: {} } as WorkerDeps;
  const ran: [string, unknown][] = [];
  const events = {
    'booking.status_changed': {
      queued: async () => undefined,
      inline: consumeInline(async (event, d) => void ran.push([`inline ${event.payload.status}`, d])),
      'inline-on-return': consumeWhen(
        (event) => event.payload.status === 'returned',
        consumeInline(async (event, d) => void ran.push([`on-return ${event.payload.status}`, d])),
      ),
    },
  } satisfies EventSubscriptions;
  const own = ownQueueOf({ queue: 'bookings', entities: [], events }, () => deps);

  it("are offered to the relay to run with the worker's deps; the others only by name", async () => {
    const event = statusChanged('returned');
    const consumers = own.consumersOf(event);
    expect(own.name).toBe('bookings');
    expect(consumers.map((c) => [c.name, Boolean(c.runInline)])).toEqual([
      ['queued', false],
      ['inline', true],
      ['inline-on-return', true],
    ]);
    ran.length = 0;
    for (const consumer of consumers) await consumer.runInline?.(event);
    expect(ran).toEqual([
      ['inline returned', deps],
      ['on-return returned', deps],
    ]);
  });

  it('keep their condition', () => {
    expect(own.consumersOf(statusChanged('approved')).map((c) => c.name)).toEqual(['queued', 'inline']);
  });
});
