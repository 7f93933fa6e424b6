import pg from 'pg';
import type { Logger } from '../logging/logger.js';

export interface PgListenerOptions {
  databaseUrl: string;
  /** Channels to LISTEN on; plain identifiers (they are written into the statement as they are). */
  channels: readonly string[];
  logger: Logger;
  /** Names the listener in its log lines. */
  name: string;
  onNotification(channel: string, payload: string): void;
  /**
   * Called after a reconnect: a notification may have been missed while the connection was down, so the owner
   * re-reads what it keeps (NOTIFY is not queued for a listener that is not connected).
   */
  onReconnected?(): void;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * One PostgreSQL connection LISTENing on a few channels, reconnecting with back-off (0.5 s doubling to 30 s) when it
 * is lost or cannot be made, and stopping cleanly: after `stop()` no connection stays open and no retry is pending,
 * even when it was called while a connection was being made.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PgListenerOptions) {
    for (const channel of options.channels)
      if (!CHANNEL.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  }

  /** Connects and listens; rejects if that fails (then call `retryLater`). A stopped listener stays stopped. */
  async start(): Promise<void> {
    if (this.stopped) return;
    const { databaseUrl, channels, logger, name } = this.options;
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client.on('notification', (message) => {
      this.options.onNotification(message.channel, message.payload ?? '');
    });
    client.on('error', (err) => {
      logger.warn({ err }, `${name} lost its connection; reconnecting`);
      this.retryLater();
    });
    try {
      await client.connect();
      for (const channel of channels) await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
  }

  /** Connects again after the back-off: after a lost connection, or a start that failed. */
  retryLater(): void {
    const old = this.client;
    this.client = null;
    old?.end().catch(() => undefined);
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start()
        .then(() => {
          if (!this.stopped) this.options.onReconnected?.();
        })
        .catch((err: unknown) => {
          this.options.logger.warn({ err }, `${this.options.name} could not reconnect`);
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          this.retryLater();
        });
    }, this.retryMs);
  }

  /** True while a connection is up and listening. */
  get listening(): boolean {
    return this.client !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
