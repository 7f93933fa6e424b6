import { AdminSignals, ApprovalStatus, type ItemRecord, itemById } from '@koalarent/core';
import type { GatewayDeps } from '../../deps.js';
import { LocalTopic } from './local-topic.js';
import {
  type AdminOverview,
  adminOverviewWithWatermark,
  overviewWatermark,
  type Watermark,
} from './queries/overview.js';

/** The overview is recounted at most this often per gateway, however many changes arrive. */
const OVERVIEW_MIN_INTERVAL_MS = 1_000;

function sameOverview(a: AdminOverview, b: AdminOverview): boolean {
  return (
    a.totalUsers === b.totalUsers &&
    a.activeListings === b.activeListings &&
    a.pendingApprovals === b.pendingApprovals &&
    a.loginsToday === b.loginsToday &&
    a.bookingsToday === b.bookingsToday
  );
}

const utcDay = (): string => new Date().toISOString().slice(0, 10);

/**
 * The admins' live dashboard feeds of one gateway, running only while an admin here subscribes:
 * - the overview, recounted when something it counts may have changed: the database triggers announce members
 *   and listings (one LISTEN connection), new bookings and login records show in their tables' highest ids
 *   (looked up once a second), and "today" starts again at UTC midnight. Recounts are throttled to one a second
 *   and published only when a number moved; each new subscriber first gets the current numbers.
 * - listings that went to pending approval, as the triggers name them, loaded once and fanned out.
 * Every gateway runs its own: NOTIFY reaches each listener, so nothing needs relaying between replicas.
 */
export class AdminFeed {
  private readonly overviewTopic = new LocalTopic<AdminOverview>(() => this.subscribersChanged());
  private readonly submittedTopic = new LocalTopic<ItemRecord>(() => this.subscribersChanged());
  private signals: AdminSignals | null = null;
  private signalsReady: Promise<unknown> = Promise.resolve();
  private current: AdminOverview | null = null;
  private watermark: Watermark | null = null;
  private countedDay = '';
  private lastRunAt = 0;
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private poller: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(private readonly deps: GatewayDeps) {}

  /** How many subscriptions this gateway serves (tests wait for theirs to be in place). */
  get subscriberCount(): number {
    return this.overviewTopic.size + this.submittedTopic.size;
  }

  /** The current numbers at once, then the new ones whenever they change. */
  async subscribeOverview(): Promise<AsyncIterableIterator<AdminOverview>> {
    const subscription = this.overviewTopic.subscribe();
    try {
      // Listening before counting: a change committed after the count is announced, one before is counted.
      await this.signalsReady;
      const { overview: value, watermark } = await adminOverviewWithWatermark(this.deps.orm.em.fork());
      if (this.current === null) {
        this.current = value;
        this.watermark = watermark;
        this.countedDay = utcDay();
        this.lastRunAt = Date.now();
      } else if (!sameOverview(value, this.current)) this.markDirty();
      subscription.push(value);
      return subscription.iterator;
    } catch (error) {
      await subscription.iterator.return?.();
      throw error;
    }
  }

  /** Each listing as it goes to pending approval. */
  async subscribeSubmitted(): Promise<AsyncIterableIterator<ItemRecord>> {
    const subscription = this.submittedTopic.subscribe();
    await this.signalsReady;
    return subscription.iterator;
  }

  private subscribersChanged(): void {
    const active = this.subscriberCount > 0;
    if (active && !this.signals) {
      const signals = new AdminSignals(this.deps.config.DATABASE_URL ?? '', this.deps.logger, {
        overviewChanged: () => this.markDirty(),
        itemsSubmitted: (ids) => this.announceSubmitted(ids),
      });
      this.signals = signals;
      this.signalsReady = signals.start().catch((err: unknown) => {
        // Until it reconnects the overview still follows bookings and logins; listings catch up on reconnect.
        this.deps.logger.warn({ err }, 'admin signal listener could not start; retrying');
        signals.retryLater();
      });
    } else if (!active && this.signals) {
      const signals = this.signals;
      this.signals = null;
      this.signalsReady = signals.stop();
    }
    if (this.overviewTopic.size > 0 && !this.poller) {
      this.poller = setInterval(() => void this.poll(), OVERVIEW_MIN_INTERVAL_MS);
      this.poller.unref();
    } else if (this.overviewTopic.size === 0 && this.poller) {
      clearInterval(this.poller);
      this.poller = null;
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.current = null;
      this.watermark = null;
      this.dirty = false;
    }
  }

  private markDirty(): void {
    this.dirty = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.running || this.overviewTopic.size === 0 || this.current === null) return;
    const wait = Math.max(0, this.lastRunAt + OVERVIEW_MIN_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.recount().finally(() => {
        this.running = null;
        if (this.dirty) this.schedule();
      });
    }, wait);
  }

  private async recount(): Promise<void> {
    this.dirty = false;
    this.lastRunAt = Date.now();
    try {
      const day = utcDay();
      // Each table's count and newest id come from one statement, so a row is either in both or noticed by the
      // next poll.
      const { overview: value, watermark } = await adminOverviewWithWatermark(this.deps.orm.em.fork());
      if (this.overviewTopic.size === 0) return;
      this.watermark = watermark;
      this.countedDay = day;
      if (this.current === null || !sameOverview(value, this.current)) {
        this.current = value;
        this.overviewTopic.publish(value);
      }
    } catch (err) {
      // The next poll tries again.
      this.dirty = true;
      this.deps.logger.warn({ err }, 'admin overview could not be recounted');
    }
  }

  private async poll(): Promise<void> {
    if (this.polling || this.current === null) return;
    if (this.dirty) return this.schedule();
    if (utcDay() !== this.countedDay) return this.markDirty();
    this.polling = true;
    try {
      const seen = await overviewWatermark(this.deps.orm.em.fork());
      const known = this.watermark;
      if (known && (seen.bookings !== known.bookings || seen.logins !== known.logins)) this.markDirty();
    } catch (err) {
      this.deps.logger.warn({ err }, 'admin overview watermark could not be read');
    } finally {
      this.polling = false;
    }
  }

  private announceSubmitted(ids: number[]): void {
    if (this.submittedTopic.size === 0) return;
    void (async () => {
      const em = this.deps.orm.em.fork();
      for (const id of ids) {
        const item = await itemById(em, id);
        // Approved or rejected in the meantime: no longer the Listing Approval list's news.
        if (item?.approvalStatus === ApprovalStatus.Pending) this.submittedTopic.publish(item);
      }
    })().catch((err: unknown) => this.deps.logger.warn({ err, ids }, 'submitted listings could not be read'));
  }
}

const feeds = new WeakMap<GatewayDeps, AdminFeed>();

/** This gateway's admin feed (made on first use; it runs only while someone subscribes). */
export function adminFeed(deps: GatewayDeps): AdminFeed {
  let feed = feeds.get(deps);
  if (!feed) {
    feed = new AdminFeed(deps);
    feeds.set(deps, feed);
  }
  return feed;
}
