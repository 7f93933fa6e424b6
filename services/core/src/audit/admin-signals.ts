import pg from 'pg';
import type { Logger } from '../logging/logger.js';

/**
 * The Postgres channels the admin triggers notify (Migration20261123140000), whoever makes the change: the app, a
 * worker, or an operator in psql. NOTIFY is delivered after commit, so a listener never hears of a change it could
 * not yet read.
 */
export const AdminChannels = {
  /** Something the overview counts changed (a member joined or left, a listing's approval or availability). */
  overviewChanged: 'admin_overview_changed',
  /** Listings went to pending approval (created, or edited back to pending); the payload lists their ids. */
  itemsSubmitted: 'admin_items_submitted',
} as const;

export interface AdminSignalHandlers {
  overviewChanged(): void;
  itemsSubmitted(itemIds: number[]): void;
}

/**
 * One connection LISTENing on the admin channels, with reconnect and back-off. After a reconnect the overview is
 * announced as changed, since a notification may have been missed while disconnected.
 */
export class AdminSignals {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = 500;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    private readonly handlers: AdminSignalHandlers,
  ) {}

  /** Connects and listens; rejects if that fails (then `retryLater`). A stopped instance stays stopped. */
  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000 });
    client.on('notification', (message) => {
      if (message.channel === AdminChannels.overviewChanged) this.handlers.overviewChanged();
      else if (message.channel === AdminChannels.itemsSubmitted) {
        const ids = (message.payload ?? '')
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0);
        if (ids.length > 0) this.handlers.itemsSubmitted(ids);
      }
    });
    client.on('error', (err) => {
      this.logger.warn({ err }, 'admin signal listener lost its connection; reconnecting');
      this.retryLater();
    });
    try {
      await client.connect();
      await client.query(`listen ${AdminChannels.overviewChanged}`);
      await client.query(`listen ${AdminChannels.itemsSubmitted}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 500;
  }

  /** Connects again after a back-off (after a lost connection, or a start that failed). */
  retryLater(): void {
    const old = this.client;
    this.client = null;
    old?.end().catch(() => undefined);
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start()
        .then(() => this.handlers.overviewChanged())
        .catch((err: unknown) => {
          this.logger.warn({ err }, 'admin signal listener could not reconnect');
          this.retryMs = Math.min(this.retryMs * 2, 30_000);
          this.retryLater();
        });
    }, this.retryMs);
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
