import { PgListener } from '../../db/pg-listener.js';
import type { Logger } from '../../logging/logger.js';

/** The channel the catalogue triggers notify (Migration20261130050000). */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/**
 * Tells its owner when anything a search reads has changed, wherever it was changed (the app, a worker, psql): the
 * gateway then drops the search pages and facet counts it keeps. NOTIFY is delivered after commit, so what is read
 * after the call sees the change. After a reconnect the owner is told too, since a notification may have been
 * missed while the connection was down (kept answers are then at most their TTL old).
 */
export class CatalogChangeListener {
  private readonly listener: PgListener;

  constructor(databaseUrl: string, logger: Logger, onChange: () => void) {
    this.listener = new PgListener({
      databaseUrl,
      logger,
      name: 'catalogue change listener',
      channels: [CATALOG_CHANGED_CHANNEL],
      onNotification: () => onChange(),
      onReconnected: onChange,
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
