import type { Redis } from 'ioredis';
import { PgListener } from '../db/pg-listener.js';
import type { Logger } from '../logging/logger.js';
import { invalidateMemberSnapshot, MEMBER_CHANGED_CHANNEL } from './member-snapshot.js';

/**
 * Listens for the users trigger's announcements and drops the changed member's snapshot, so a change made
 * anywhere (the app, a worker, psql) reaches every gateway within milliseconds. Reconnects with back-off (PgListener);
 * while disconnected, snapshots still expire on their own within a minute.
 */
export class MemberChangeListener {
  private readonly listener: PgListener;

  constructor(
    databaseUrl: string,
    redis: Redis,
    prefix: string,
    logger: Logger,
    /** Also told of each change, e.g. to drop what this process keeps of the member. */
    onChange: (userId: number) => void = () => {},
  ) {
    this.listener = new PgListener({
      databaseUrl,
      logger,
      name: 'member change listener',
      channels: [MEMBER_CHANGED_CHANNEL],
      onNotification: (channel, payload) => {
        const userId = Number(payload);
        if (channel !== MEMBER_CHANGED_CHANNEL || !Number.isInteger(userId)) return;
        onChange(userId);
        invalidateMemberSnapshot(redis, prefix, userId).catch((err: unknown) =>
          logger.error({ err, userId }, 'could not drop a changed member snapshot'),
        );
      },
    });
  }

  /** Connects and listens; rejects when the database cannot be reached (the gateway then does not start). */
  start(): Promise<void> {
    return this.listener.start();
  }

  stop(): Promise<void> {
    return this.listener.stop();
  }
}
