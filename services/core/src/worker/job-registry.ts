import type { Job, JobsOptions, Queue } from 'bullmq';
import type { z } from 'zod';
import type { JobHandler } from './run-worker.js';
import type { WorkerDeps } from './worker-deps.js';

/**
 * The pieces of a queue's typed job registry (issue 22 §4), shared by every service's: a table of payload schemas by
 * job name, a typed `add` over it, and handlers that parse their payload before any work. A service writes its own
 * union of names and its handler table `satisfies Record<JobName, JobHandler>`; these make a wrong payload, at either
 * end, a compile error and a bad one at run time a refusal, never a cast.
 */

/**
 * A job's handler: its payload parsed with `payload` first, then `run` on what parsed (`run` must take what the schema
 * yields). A payload that does not parse fails the job (ZodError) before any work — or, with `onInvalid: 'skip'`,
 * finishes as `skipped: <first problem>`, for payloads that only an incompatible deploy could write, which no retry
 * would make readable.
 */
export function parsedJob<T>(
  payload: z.ZodType<T>,
  run: (payload: T, deps: WorkerDeps) => Promise<unknown>,
  options: { onInvalid?: 'fail' | 'skip' } = {},
): JobHandler {
  if (options.onInvalid === 'skip')
    return async (job: Job, deps: WorkerDeps) => {
      const result = payload.safeParse(job.data);
      if (!result.success) return `skipped: ${result.error.issues[0]?.message ?? 'invalid data'}`;
      return run(result.data, deps);
    };
  return async (job: Job, deps: WorkerDeps) => run(payload.parse(job.data), deps);
}

/** A queue's `add`, its payload typed by the job's name in `payloads`: a wrong payload for a name does not compile. */
export function typedJobAdder<P extends Record<string, z.ZodType>>(
  _payloads: P,
): <N extends keyof P & string>(
  queue: Queue,
  name: N,
  payload: z.input<P[N]>,
  options?: JobsOptions,
) => Promise<void> {
  return async (queue, name, payload, options) => {
    await queue.add(name, payload, options);
  };
}
