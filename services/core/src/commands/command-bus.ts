import type { EventEmitter } from 'node:events';
import { type Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { DomainError, ErrorCode } from '../contracts/errors.js';
import { bullPrefix, type QueueName, QueueSet } from '../queues/queues.js';
import { createRedis } from '../redis/redis.js';
import {
  type Actor,
  type CommandDefinition,
  type CommandJobData,
  CommandOutcomeSchema,
  type CommandResult,
  commandJobId,
  commandJobName,
  IdempotencyKey,
} from './command.js';
import { parseInput } from './parse-input.js';
import { isUnavailableMessage } from './unavailable-messages.js';

export interface CommandBusOptions {
  redisUrl: string;
  /** A shared, non-blocking connection for adding jobs. */
  connection: Redis;
  redisPrefix: string;
  /**
   * How long a command waits for its queue's event listener to be connected (the first command of a process opens
   * it) before answering SERVICE_UNAVAILABLE; nothing is enqueued then. Default 1 s.
   */
  readyTimeoutMs?: number;
}

export interface ExecuteOptions {
  actor: Actor;
  idempotencyKey: string;
  /** Overrides the command's own wait. */
  timeoutMs?: number;
}

/**
 * The caller's side of commands: validates, enqueues with the caller's idempotency key as job id, and waits for
 * the worker's answer. One Queue and one QueueEvents per queue per process (QueueEvents holds a blocking Redis
 * connection, so one per request would exhaust Redis).
 */
export class CommandBus {
  private readonly queues: QueueSet;
  private readonly events = new Map<QueueName, QueueEvents>();
  private readonly blocking = new Map<QueueEvents, Redis>();

  constructor(private readonly options: CommandBusOptions) {
    this.queues = new QueueSet(options.connection, options.redisPrefix);
  }

  private queueEvents(name: QueueName): QueueEvents {
    let events = this.events.get(name);
    if (!events) {
      const connection = createRedis(this.options.redisUrl, { maxRetriesPerRequest: null });
      events = new QueueEvents(name, { connection, prefix: bullPrefix(this.options.redisPrefix) });
      this.blocking.set(events, connection);
      this.events.set(name, events);
    }
    return events;
  }

  /**
   * Runs a command and returns its result. Refusals throw their DomainError; a worker that has not answered in
   * time throws STILL_PROCESSING (the command goes on: the same key later returns its answer); a command whose
   * retries all failed throws SERVICE_UNAVAILABLE.
   */
  async execute<C extends CommandDefinition>(
    definition: C,
    rawInput: unknown,
    options: ExecuteOptions,
  ): Promise<CommandResult<C>> {
    const input = parseInput(definition.input, rawInput);
    const key = IdempotencyKey.safeParse(options.idempotencyKey);
    if (!key.success)
      throw new DomainError(ErrorCode.ValidationFailed, {
        message: key.error.issues[0]?.message ?? 'Invalid idempotency key',
        fieldErrors: { idempotencyKey: key.error.issues[0]?.message ?? 'Invalid idempotency key' },
      });
    const events = this.queueEvents(definition.queue);
    // Listening starts before the add, so an answer that comes back at once is not missed. Both set-ups are bounded
    // and run side by side: with Redis silent the caller hears 503 after one bound, not two.
    const [queue] = await Promise.all([
      this.queues.ready(definition.queue),
      this.listening(definition.queue, events),
    ]);
    // Every caller waiting on this queue adds a 'closing' listener while it waits; hundreds at once are normal.
    queue.setMaxListeners(0);
    const jobId = commandJobId(definition, options.actor, key.data);
    const data: CommandJobData = { input, actor: options.actor };
    const timeoutMs = options.timeoutMs ?? definition.timeoutMs;
    const finished = this.finishOf(queue, events, jobId, timeoutMs);
    let done: { finishedOn: string | null; returnvalue: string | null; failedReason: string | null };
    try {
      await queue.add(commandJobName(definition), data, { jobId });
      // With a repeated key BullMQ keeps the first job and ignores this add: read what is stored to tell a retry
      // (same input: wait for, or return, the first answer) from a different request reusing the key. The same
      // read says whether it has already finished (then no event comes for this wait): one round trip, where
      // getJob and waitUntilFinished's own check take two.
      const client = await queue.client;
      const [storedData, finishedOn, returnvalue, failedReason] = await client.hmget(
        queue.toKey(jobId),
        'data',
        'finishedOn',
        'returnvalue',
        'failedReason',
      );
      if (!storedData) throw new DomainError(ErrorCode.ServiceUnavailable);
      const stored = JSON.parse(storedData) as CommandJobData;
      if (JSON.stringify(stored.input) !== JSON.stringify(input))
        throw new DomainError(ErrorCode.IdempotencyMismatch);
      done = {
        finishedOn: finishedOn ?? null,
        returnvalue: returnvalue ?? null,
        failedReason: failedReason ?? null,
      };
    } catch (error) {
      finished.cancel();
      throw error;
    }
    if (done.finishedOn !== null)
      finished.settle(
        done.returnvalue !== null
          ? { ok: true, value: JSON.parse(done.returnvalue) }
          : { ok: false, reason: done.failedReason ?? 'failed' },
      );
    let returned: unknown;
    try {
      returned = await finished.promise;
    } catch (error) {
      if (error instanceof Error && /timed out before finishing/.test(error.message))
        throw new DomainError(ErrorCode.StillProcessing);
      // Every retry failed: an infrastructure fault the caller cannot fix, not a refusal.
      throw new DomainError(ErrorCode.ServiceUnavailable);
    }
    const outcome = CommandOutcomeSchema.parse(returned);
    if (!outcome.ok)
      throw new DomainError(outcome.refusal.code, {
        message: outcome.refusal.message,
        ...(outcome.refusal.fieldErrors ? { fieldErrors: outcome.refusal.fieldErrors } : {}),
      });
    return definition.result.parse(outcome.result) as CommandResult<C>;
  }

  /**
   * Waits for the queue's event listener, within `readyTimeoutMs`: its connection waits out a silent Redis with no
   * bound of its own (it blocks by design), which made the first booking of a process hang for its connect timeout.
   */
  private async listening(name: QueueName, events: QueueEvents): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DomainError(ErrorCode.ServiceUnavailable)),
        this.options.readyTimeoutMs ?? 1_000,
      );
    });
    try {
      await Promise.race([events.waitUntilReady(), timeout]);
    } catch (error) {
      // A listener that never became ready does not recover once Redis is back: the next command opens a new one.
      if (this.events.get(name) === events) {
        this.events.delete(name);
        const connection = this.blocking.get(events);
        this.blocking.delete(events);
        void events.close().catch(() => undefined);
        connection?.disconnect();
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The job's end, as BullMQ's `waitUntilFinished` reports it (its completed or failed event, a timeout, the queue
   * closing), listening from now on; `settle` ends it from a read of the job instead (it had finished before).
   */
  private finishOf(queue: Queue, events: QueueEvents, jobId: string, timeoutMs: number) {
    let resolve!: (value: unknown) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const onCompleted = (args: { returnvalue: unknown }) => settle({ ok: true, value: args.returnvalue });
    const onFailed = (args: { failedReason?: string } | string) =>
      settle({ ok: false, reason: typeof args === 'string' ? args : (args.failedReason ?? 'failed') });
    const onClosing = () => settle({ ok: false, reason: 'the queue is closing' });
    // An attempt failed and the job waits for its retry. When the attempt failed because PostgreSQL or Redis did not
    // answer, the caller hears 503 now (retry with the same key: the job goes on and may still commit) instead of
    // waiting out the timeout for a 202. Any other failure (a lock taken by a racing request) keeps the wait: its
    // retry usually answers within it.
    const onRetrying = () => {
      queue.client
        .then((client) => client.hget(queue.toKey(jobId), 'failedReason'))
        .then((failedReason) => {
          if (isUnavailableMessage(failedReason))
            settle({ ok: false, reason: failedReason ?? 'unavailable' });
        })
        .catch(() => undefined);
    };
    const timer = setTimeout(
      () => settle({ ok: false, reason: `Job ${jobId} timed out before finishing` }),
      timeoutMs,
    );
    const stop = () => {
      clearTimeout(timer);
      (events as EventEmitter).removeListener(`completed:${jobId}`, onCompleted);
      (events as EventEmitter).removeListener(`failed:${jobId}`, onFailed);
      (events as EventEmitter).removeListener(`delayed:${jobId}`, onRetrying);
      (queue as EventEmitter).removeListener('closing', onClosing);
    };
    let settled = false;
    function settle(end: { ok: true; value: unknown } | { ok: false; reason: string }): void {
      if (settled) return;
      settled = true;
      stop();
      if (end.ok) resolve(end.value);
      else reject(new Error(end.reason));
    }
    // Per-job event names are not in BullMQ's typed listener maps.
    (events as EventEmitter).on(`completed:${jobId}`, onCompleted);
    (events as EventEmitter).on(`failed:${jobId}`, onFailed);
    (events as EventEmitter).on(`delayed:${jobId}`, onRetrying);
    (queue as EventEmitter).on('closing', onClosing);
    // Settled before anyone awaits it (a failure event racing a refused add) must not count as unhandled.
    promise.catch(() => undefined);
    return { promise, settle, cancel: stop };
  }

  async close(): Promise<void> {
    await Promise.all([...this.events.values()].map((e) => e.close()));
    await this.queues.close();
    await Promise.all([...this.blocking.values()].map((c) => c.quit().catch(() => undefined)));
  }
}
