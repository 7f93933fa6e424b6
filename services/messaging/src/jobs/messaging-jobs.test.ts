import type { JobHandler, WorkerDeps } from '@koalarent/core';
import type { Job, Queue } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { ZodError, z } from 'zod';
import type { Mailer } from '../email/mailer.js';
import {
  addMessagingJob,
  MessagingJob,
  type MessagingJobName,
  messagingJobs,
  parsed,
} from './messaging-jobs.js';

describe('the messaging queue’s job registry', () => {
  // Never called: a payload that parsed would reach the database first, and there is none behind these deps.
  const mailer = { send: async () => undefined } as unknown as Mailer;
  const jobs = messagingJobs(mailer);

  it('has a handler for every job name, and no handler without a name', () => {
    expect(Object.keys(jobs).sort()).toEqual(Object.values(MessagingJob).sort());
  });

  it('parses a new-message mail’s payload instead of trusting it: a malformed one fails before any work', async () => {
    const deps = {} as WorkerDeps;
    const valid = { receiverId: 2, senderId: 3, period: 1_000, quietMs: 60_000 };
    for (const data of [
      {},
      { ...valid, receiverId: 'two' },
      { ...valid, senderId: 0 },
      { ...valid, period: -1 },
      { ...valid, quietMs: 1.5 },
      null,
    ]) {
      const job = { name: MessagingJob.MessageMail, data } as Job;
      await expect(jobs[MessagingJob.MessageMail](job, deps)).rejects.toBeInstanceOf(ZodError);
    }
  });

  it('types a handler by its payload and a job by its name (checked by tsc, which also compiles this file)', () => {
    const onNumber = async (n: number) => n;
    // @ts-expect-error a handler that expects another payload than its schema's does not compile
    const mismatched: JobHandler = parsed(z.object({ receiverId: z.string() }), onNumber);
    expect(typeof mismatched).toBe('function');

    // @ts-expect-error a job name without a handler does not compile
    const incomplete = {} satisfies Record<MessagingJobName, JobHandler>;
    expect(incomplete).toEqual({});

    const queue = { add: async () => undefined } as unknown as Queue;
    // @ts-expect-error a new-message mail without its period does not compile
    void addMessagingJob(queue, MessagingJob.MessageMail, { receiverId: 2, senderId: 3, quietMs: 60_000 });
  });
});
