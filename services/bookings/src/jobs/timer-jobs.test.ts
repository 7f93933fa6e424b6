import type { WorkerDeps } from '@koalarent/core';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { TimerJob, timerJobs } from './timer-jobs.js';

describe('the bookings queue’s job registry', () => {
  it('has a handler for every job name, and no handler without a name', () => {
    expect(Object.keys(timerJobs).sort()).toEqual(Object.values(TimerJob).sort());
  });

  it('parses a timer’s payload instead of trusting it: a job without a booking id fails before any work', async () => {
    // No database behind these deps: a payload that parsed would fail on them differently.
    const deps = {} as WorkerDeps;
    for (const data of [{}, { bookingId: 'seven' }, { bookingId: -1 }, null]) {
      const job = { name: TimerJob.ExpireRequest, data } as Job;
      await expect(timerJobs[TimerJob.ExpireRequest](job, deps)).rejects.toBeInstanceOf(ZodError);
    }
  });
});
