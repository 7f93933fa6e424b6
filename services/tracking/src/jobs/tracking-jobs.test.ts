import type { JobHandler, WorkerDeps } from '@koalarent/core';
import type { Job, Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addTrackingJob, parsed, TrackingJob, type TrackingJobName, trackingJobs } from './tracking-jobs.js';

const views = [
  {
    page: '/items/7',
    searchQuery: null,
    filters: null,
    itemId: 7,
    categoryId: null,
    at: '2026-11-20T10:00:00.000Z',
  },
];

describe('the tracking queue’s job registry', () => {
  it('has a handler for every job name, and no handler without a name', () => {
    expect(Object.keys(trackingJobs).sort()).toEqual(Object.values(TrackingJob).sort());
  });

  it('parses a page-view payload instead of trusting it: a malformed one is skipped before any work', async () => {
    // No database or Redis behind these deps: a payload that parsed would fail on them, not finish as skipped.
    const deps = {} as WorkerDeps;
    const malformed = [
      {},
      { batchId: 'not-a-uuid', userId: 1, views },
      { batchId: '0193a1b2-0000-7000-8000-00000000abcd', userId: -1, views },
      { batchId: '0193a1b2-0000-7000-8000-00000000abcd', userId: null, views: [] },
      { batchId: '0193a1b2-0000-7000-8000-00000000abcd', userId: null, views: [{ ...views[0], page: '' }] },
      null,
    ];
    for (const data of malformed) {
      const job = { name: TrackingJob.RecordPageViews, data } as Job;
      await expect(trackingJobs[TrackingJob.RecordPageViews](job, deps)).resolves.toMatch(/^skipped: /);
    }
  });

  it('types a handler by its payload and a job by its name (checked by tsc, which also compiles this file)', () => {
    const onNumber = async (n: number) => n;
    // @ts-expect-error a handler that expects another payload than its schema's does not compile
    const mismatched: JobHandler = parsed(z.object({ bookingId: z.string() }), onNumber);
    expect(typeof mismatched).toBe('function');

    // @ts-expect-error a job name without a handler does not compile
    const incomplete = { [TrackingJob.RecordPageViews]: mismatched } satisfies Record<
      TrackingJobName,
      JobHandler
    >;
    expect(Object.keys(incomplete)).toHaveLength(1);

    const queue = { add: async () => undefined } as unknown as Queue;
    // @ts-expect-error a page-view job without its views does not compile
    void addTrackingJob(queue, TrackingJob.RecordPageViews, { batchId: 'b', userId: null });
  });
});
