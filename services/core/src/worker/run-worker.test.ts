import type { Job, Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../events/event-map.js';
import type { EventSubscriptions } from '../events/subscriptions.js';
import { consumerJobId, consumerJobName, DISPATCH_EVENT_JOB } from '../queues/queues.js';
import { consumeWhen, createProcessor, type WorkerDeps } from './run-worker.js';

function statusChanged(status: string): EventEnvelope<'booking.status_changed'> {
  return {
    eventId: `0190a000-0000-7000-8000-00000000000${status.length}`,
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

/** The dispatch stage of a worker with these subscriptions: the consumer jobs it adds for one event. */
async function dispatched(events: EventSubscriptions, event: EventEnvelope): Promise<[string, string][]> {
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
  await processor({ name: DISPATCH_EVENT_JOB, data: event } as Job);
  return added;
}

describe('dispatch stage', () => {
  const events = {
    'booking.status_changed': {
      'always-runs': async () => undefined,
      'on-return': consumeWhen(
        (event) => event.payload.status === 'returned',
        async () => undefined,
      ),
    },
  } satisfies EventSubscriptions;

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
