import type { MikroORM } from '@mikro-orm/core';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type EventEnvelope, isEventType } from '../events/event-map.js';
import {
  consumerJobId,
  consumerJobName,
  DISPATCH_EVENT_JOB,
  DISPATCH_EVENTS_JOB,
  dispatchBatchJobId,
  dispatchJobId,
  EVENT_QUEUE_NAMES,
  type QueueName,
  QueueSet,
} from '../queues/queues.js';

interface OutboxRow {
  id: string;
  event_id: string;
  type: string;
  payload: Record<string, unknown>;
  created_at: Date;
}

export interface OutboxRelayOptions {
  orm: MikroORM;
  connection: Redis;
  redisPrefix: string;
  logger: Logger;
  /** How often to look for events written by other processes. */
  intervalMs?: number;
  /** Published events are kept this long (for inspection and replay), then deleted. */
  retentionHours?: number;
  batchSize?: number;
  /**
   * The queue of the worker this relay runs in, and which of that worker's consumers an event concerns:
   * `publishCommitted` adds those consumer jobs to it directly instead of a dispatch job that would add them (the
   * first stage of the fan-out, done in the process that knows the consumers), or runs an inline one right away.
   * The jobs and their ids are the ones the dispatch job would make, so a later publish of the same event through
   * the dispatch stage adds nothing but the jobs of inline consumers, which run again and must find their work done.
   */
  ownQueue?: { name: QueueName; consumersOf(event: EventEnvelope): readonly OwnQueueConsumer[] };
}

/** A consumer on the relay's own queue that an event concerns (see `OutboxRelayOptions.ownQueue`). */
export interface OwnQueueConsumer {
  name: string;
  /**
   * Set when the consumer may run inline (the worker's `consumeInline`): `publishCommitted` calls this instead of
   * adding the consumer's job, which saves the job's adds, fetch and completion in Redis. When it throws, the job is
   * added after all (the id it always has), to be retried alone as any consumer.
   */
  runInline?: (event: EventEnvelope) => Promise<unknown>;
}

/**
 * Publishes outbox events to every service's queue as a dispatch job (`dispatch-event` for one event,
 * `dispatch-events` for several); each service's worker fans it out to its own consumers (see queues.ts). Any
 * number of relays may run (one per process): `for update skip locked` gives each row to one of them, and the job
 * ids (from the events' UUIDs) make a repeat publish after a crash a no-op: the same dispatch job is refused, and a
 * batch made up differently the second time only adds consumer jobs whose ids are already taken.
 */
export class OutboxRelay {
  private readonly queues: QueueSet;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastPrune = 0;
  /** Event ids `publishCommitted` published and has yet to mark, and the pending mark. */
  private published: string[] = [];
  private marking: Promise<void> | null = null;

  constructor(private readonly options: OutboxRelayOptions) {
    this.queues = new QueueSet(options.connection, options.redisPrefix);
  }

  start(): void {
    this.stopped = false;
    const tick = () => {
      this.kick();
      if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs ?? 500);
    };
    tick();
  }

  /** Publishes now (after a commit in this process) instead of waiting for the next tick. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'outbox relay failed; will retry'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.marking;
    await this.queues.close();
  }

  /** Publishes until the outbox is empty; returns how many events went out. Prunes old ones hourly. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.publishBatch();
      total += n;
      if (n < (this.options.batchSize ?? 100)) break;
    }
    if (Date.now() - this.lastPrune > 3_600_000) {
      this.lastPrune = Date.now();
      await this.prune();
    }
    return total;
  }

  /**
   * Publishes events the caller has just committed to the outbox, without waiting for the relay to find them: the
   * caller knows their ids and payloads, so this skips the relay's transaction (select, update, commit) and only
   * marks them published afterwards, in one statement. This relay stays the backstop: should the process die or
   * Redis fail before the mark, the events are still unpublished and the relay publishes them again, which the
   * job ids (from the event ids) make a no-op for whatever was already added. Inline consumers of the own queue
   * run here, before the mark, so an event is marked only once everything for it was added or run. Never throws.
   */
  async publishCommitted(events: readonly EventEnvelope[]): Promise<void> {
    if (this.stopped || events.length === 0) return;
    try {
      await this.addDispatchJobs(events, this.options.ownQueue);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'publishing committed events failed; the relay will retry');
      this.kick();
      return;
    }
    for (const event of events) this.published.push(event.eventId);
    // Events published in the same turn of the event loop (several jobs finishing together) are marked together.
    this.marking ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.markPublished());
    await this.marking;
  }

  /** Marks what `publishCommitted` published, in one statement; on failure the relay publishes them again. */
  private async markPublished(): Promise<void> {
    const ids = this.published;
    this.published = [];
    this.marking = null;
    try {
      // A plain statement: the process's EntityManager runs it without a fork.
      await this.options.orm.em.getConnection().execute(
        'update outbox_events set published_at = now(), attempts = attempts + 1 where event_id = any(?::uuid[]) and published_at is null',
        // A Postgres array literal: the query builder would expand a JS array into separate parameters.
        [`{${ids.join(',')}}`],
        'run',
      );
    } catch (error) {
      this.options.logger.warn(
        { err: error },
        'marking published events failed; the relay will publish them again',
      );
      this.kick();
    }
  }

  /**
   * One dispatch job per queue for all the events (the old per-event job when there is one), or for `own`'s queue
   * its consumer jobs and inline consumers (see `ownQueue`).
   */
  private async addDispatchJobs(
    envelopes: readonly EventEnvelope[],
    own?: OutboxRelayOptions['ownQueue'],
  ): Promise<void> {
    const [first] = envelopes;
    if (!first) return;
    // A job per queue, not per event and queue: each job costs its adds, a fetch and a completion in Redis, and
    // entries in the queue's events stream that every listener reads.
    const batchId = envelopes.length > 1 ? dispatchBatchJobId(envelopes.map((e) => e.eventId)) : null;
    const dispatch = (queue: Queue) =>
      batchId
        ? queue.add(DISPATCH_EVENTS_JOB, { events: envelopes }, { jobId: batchId })
        : queue.add(DISPATCH_EVENT_JOB, first, { jobId: dispatchJobId(first.eventId) });
    await Promise.all(
      EVENT_QUEUE_NAMES.flatMap((name) => {
        const queue = this.queues.get(name);
        if (own?.name === name)
          return envelopes.flatMap((envelope) =>
            own.consumersOf(envelope).map((consumer) => this.consume(queue, envelope, consumer)),
          );
        return [dispatch(queue)];
      }),
    );
  }

  /** One consumer on the own queue: run inline when it may, else (or when that fails) its job is added. */
  private async consume(queue: Queue, envelope: EventEnvelope, consumer: OwnQueueConsumer): Promise<unknown> {
    const add = () =>
      queue.add(consumerJobName(envelope.type, consumer.name), envelope, {
        jobId: consumerJobId(envelope.eventId, consumer.name),
      });
    if (!consumer.runInline) return add();
    try {
      return await consumer.runInline(envelope);
    } catch (error) {
      this.options.logger.warn(
        { err: error, eventId: envelope.eventId, consumer: consumer.name },
        'inline consumer failed; its job will retry it',
      );
      return add();
    }
  }

  /** Deletes published events older than the retention; unpublished ones are never touched. */
  async prune(): Promise<number> {
    const hours = this.options.retentionHours ?? 24 * 7;
    const result = await this.options.orm.em
      .fork()
      .getConnection()
      .execute(
        'delete from outbox_events where published_at is not null and published_at < now() - make_interval(hours => ?)',
        [hours],
        'run',
      );
    return (result as { affectedRows?: number }).affectedRows ?? 0;
  }

  private async publishBatch(): Promise<number> {
    const em = this.options.orm.em.fork();
    return em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const rows: OutboxRow[] = await conn.execute(
        'select id, event_id, type, payload, created_at from outbox_events where published_at is null order by id limit ? for update skip locked',
        [this.options.batchSize ?? 100],
        'all',
        tx.getTransactionContext(),
      );
      if (rows.length === 0) return 0;
      const envelopes: EventEnvelope[] = [];
      for (const row of rows) {
        if (!isEventType(row.type)) {
          this.options.logger.error(
            { eventId: row.id, type: row.type },
            'outbox event of unknown type skipped',
          );
          continue;
        }
        envelopes.push({
          eventId: row.event_id,
          type: row.type,
          occurredAt: new Date(row.created_at).toISOString(),
          payload: row.payload as EventEnvelope['payload'],
        });
      }
      // All adds at once: the connection pipelines them into one round trip. Order between events does not matter to
      // consumers (each job stands alone), and a batch that fails part-way is published again whole, deduplicated by
      // the job ids.
      await this.addDispatchJobs(envelopes);
      await conn.execute(
        'update outbox_events set published_at = now(), attempts = attempts + 1 where id = any(?::bigint[])',
        // A Postgres array literal: the query builder would expand a JS array into separate parameters.
        [`{${rows.map((r) => r.id).join(',')}}`],
        'run',
        tx.getTransactionContext(),
      );
      return rows.length;
    });
  }
}
