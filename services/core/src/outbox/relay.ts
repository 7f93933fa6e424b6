import type { MikroORM } from '@mikro-orm/core';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type EventEnvelope, isEventType } from '../events/event-map.js';
import { DISPATCH_EVENT_JOB, dispatchJobId, QUEUE_NAMES, QueueSet } from '../queues/queues.js';

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
}

/**
 * Publishes outbox events to every service's queue as a `dispatch-event` job; each service's worker fans it out
 * to its own consumers (see queues.ts). Any number of relays may run (one per process): `for update skip
 * locked` gives each row to one of them, and the job id (the event's UUID) makes a repeat publish after a crash
 * a no-op.
 */
export class OutboxRelay {
  private readonly queues: QueueSet;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastPrune = 0;

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
      for (const row of rows) {
        if (!isEventType(row.type)) {
          this.options.logger.error(
            { eventId: row.id, type: row.type },
            'outbox event of unknown type skipped',
          );
          continue;
        }
        const envelope: EventEnvelope = {
          eventId: row.event_id,
          type: row.type,
          occurredAt: new Date(row.created_at).toISOString(),
          payload: row.payload as EventEnvelope['payload'],
        };
        await Promise.all(
          QUEUE_NAMES.map((queue) =>
            this.queues
              .get(queue)
              .add(DISPATCH_EVENT_JOB, envelope, { jobId: dispatchJobId(envelope.eventId) }),
          ),
        );
      }
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
