import { PgListener } from '../db/pg-listener.js';
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
 * One connection LISTENing on the admin channels, with reconnect and back-off (PgListener). After a reconnect the
 * overview is announced as changed, since a notification may have been missed while disconnected.
 */
export class AdminSignals {
  private readonly listener: PgListener;

  constructor(databaseUrl: string, logger: Logger, handlers: AdminSignalHandlers) {
    this.listener = new PgListener({
      databaseUrl,
      logger,
      name: 'admin signal listener',
      channels: [AdminChannels.overviewChanged, AdminChannels.itemsSubmitted],
      onNotification: (channel, payload) => {
        if (channel === AdminChannels.overviewChanged) handlers.overviewChanged();
        else if (channel === AdminChannels.itemsSubmitted) {
          const ids = payload
            .split(',')
            .map(Number)
            .filter((id) => Number.isInteger(id) && id > 0);
          if (ids.length > 0) handlers.itemsSubmitted(ids);
        }
      },
      onReconnected: () => handlers.overviewChanged(),
    });
  }

  /** Connects and listens; rejects if that fails (then `retryLater`). A stopped instance stays stopped. */
  start(): Promise<void> {
    return this.listener.start();
  }

  /** Connects again after a back-off (after a lost connection, or a start that failed). */
  retryLater(): void {
    this.listener.retryLater();
  }

  stop(): Promise<void> {
    return this.listener.stop();
  }
}
