import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { invalidateMemberSnapshot, MEMBER_CHANGED_CHANNEL } from './member-snapshot.js';

/**
 * Listens for the users trigger's announcements and drops the changed member's snapshot, so a change made
 * anywhere (the app, a worker, psql) reaches every gateway within milliseconds. Reconnects with back-off; while
 * disconnected, snapshots still expire on their own within a minute.
 */
export class MemberChangeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = 500;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
    /** Also told of each change, e.g. to drop what this process keeps of the member. */
    private readonly onChange: (userId: number) => void = () => {},
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000 });
    client.on('notification', (message) => {
      const userId = Number(message.payload);
      if (message.channel !== MEMBER_CHANGED_CHANNEL || !Number.isInteger(userId)) return;
      this.onChange(userId);
      invalidateMemberSnapshot(this.redis, this.prefix, userId).catch((err: unknown) =>
        this.logger.error({ err, userId }, 'could not drop a changed member snapshot'),
      );
    });
    client.on('error', (err) => {
      this.logger.warn({ err }, 'member change listener lost its connection; reconnecting');
      this.reconnect();
    });
    await client.connect();
    await client.query(`listen ${MEMBER_CHANGED_CHANNEL}`);
    this.client = client;
    this.retryMs = 500;
  }

  private reconnect(): void {
    const old = this.client;
    this.client = null;
    old?.end().catch(() => undefined);
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start().catch((err: unknown) => {
        this.logger.warn({ err }, 'member change listener could not reconnect');
        this.retryMs = Math.min(this.retryMs * 2, 30_000);
        this.reconnect();
      });
    }, this.retryMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
