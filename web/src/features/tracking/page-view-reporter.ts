import { type PageView, type PendingView, sameView, toPageView } from './page-view';

/** 'fetch' while the page lives (fetch with keepalive); 'beacon' when it is being left (navigator.sendBeacon). */
export type Transport = 'fetch' | 'beacon';

/** The server takes at most this many views per call (services/tracking MAX_PAGE_VIEWS_PER_CALL). */
export const MAX_VIEWS_PER_CALL = 50;

export interface ReporterOptions {
  /** Hands one batch (at most MAX_VIEWS_PER_CALL views) to the network; must neither throw nor block. */
  send(views: PageView[], transport: Transport): void;
  /** Fills in what the URL did not say (the id of a named category, an item's category) from what is known now. */
  complete?(view: PendingView): PendingView;
  /** Loads what `complete` needs before a timed batch leaves (the category list); should not reject. */
  prepare?(views: readonly PendingView[]): Promise<void>;
  /** A batch leaves this long after the first view waiting in it. */
  delayMs?: number;
  /** ... or at once when this many are waiting. */
  batchSize?: number;
  /**
   * A view of the same page within this long replaces the one still waiting: the search page rewrites its URL as
   * filters move, and only where the visitor settled is a search worth recording.
   */
  coalesceMs?: number;
  /** Views waiting beyond this (the network is gone) are dropped, oldest first: tracking must not grow memory. */
  maxWaiting?: number;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

/**
 * Batches the page views the web app reports. Views wait up to `delayMs` (or until `batchSize` are waiting) and
 * then leave together in one request that nobody awaits; when the page is being left, whatever waits goes at once
 * by beacon. Reporting is best effort: a batch that fails is not retried.
 */
export class PageViewReporter {
  private waiting: PendingView[] = [];
  /**
   * Timed batches still awaiting `prepare` (a search's result count can take seconds): left out of `waiting`, but
   * not yet sent, so a page left meanwhile sends them by beacon instead of losing them with the page.
   */
  private readonly preparing = new Set<PendingView[]>();
  private timer: unknown = null;
  private readonly delayMs: number;
  private readonly batchSize: number;
  private readonly coalesceMs: number;
  private readonly maxWaiting: number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: ReporterOptions) {
    this.delayMs = options.delayMs ?? 2_000;
    this.batchSize = options.batchSize ?? 10;
    this.coalesceMs = options.coalesceMs ?? 1_000;
    this.maxWaiting = options.maxWaiting ?? 200;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** How many views wait for the next batch. */
  get pending(): number {
    return this.waiting.length;
  }

  record(view: PendingView): void {
    const last = this.waiting.at(-1);
    if (last && last.page === view.page) {
      if (sameView(last, view)) return;
      if (Date.parse(view.at) - Date.parse(last.at) < this.coalesceMs) {
        this.waiting[this.waiting.length - 1] = view;
        return;
      }
    }
    this.waiting.push(view);
    if (this.waiting.length > this.maxWaiting) this.waiting.splice(0, this.waiting.length - this.maxWaiting);
    if (this.waiting.length >= this.batchSize) this.flush('fetch');
    else if (this.timer === null) this.timer = this.setTimer(() => void this.flushTimed(), this.delayMs);
  }

  /** Sends everything waiting now, in batches of at most MAX_VIEWS_PER_CALL. */
  flush(transport: Transport): void {
    this.cancelTimer();
    // The batches still preparing are older than what waits: they go first, as they are now.
    const views = [...[...this.preparing].flat(), ...this.waiting.splice(0)];
    this.preparing.clear();
    this.sendAll(views, transport);
  }

  /** Stops the timer; what still waits is dropped (the app is going away). */
  dispose(): void {
    this.cancelTimer();
    this.waiting = [];
    this.preparing.clear();
  }

  private async flushTimed(): Promise<void> {
    this.timer = null;
    const views = this.waiting.splice(0);
    if (views.length === 0) return;
    this.preparing.add(views);
    if (this.options.prepare) await this.options.prepare(views).catch(() => undefined);
    // Gone from the set: a flush (the page was left) or dispose took the batch while it prepared.
    if (!this.preparing.delete(views)) return;
    this.sendAll(views, 'fetch');
  }

  private sendAll(views: PendingView[], transport: Transport): void {
    const complete = this.options.complete;
    const ready = views.map((view) => toPageView(complete ? complete(view) : view));
    for (let start = 0; start < ready.length; start += MAX_VIEWS_PER_CALL) {
      this.options.send(ready.slice(start, start + MAX_VIEWS_PER_CALL), transport);
    }
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }
}
