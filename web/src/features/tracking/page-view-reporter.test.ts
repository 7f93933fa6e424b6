import { describe, expect, it, vi } from 'vitest';
import { type PendingView, pageViewFromLocation } from './page-view';
import {
  MAX_VIEWS_PER_CALL,
  PageViewReporter,
  type ReporterOptions,
  type Transport,
} from './page-view-reporter';
import { sendPageViews, TRACKING_ENDPOINT } from './send-page-views';

/** A clock and timers the test moves by hand. */
function fakeTimers() {
  let now = Date.parse('2026-11-23T10:00:00.000Z');
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    /** Moves the clock, running the timers that come due. */
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
    },
    get count() {
      return timers.length;
    },
  };
}

function setup(options: Partial<ReporterOptions> = {}) {
  const clock = fakeTimers();
  const batches: { views: PendingView[]; transport: Transport }[] = [];
  const reporter = new PageViewReporter({
    send: (views, transport) => batches.push({ views: views as PendingView[], transport }),
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    ...options,
  });
  const visit = (path: string) => {
    const [pathname = '/', search = ''] = path.split('?');
    const view = pageViewFromLocation(pathname, search ? `?${search}` : '', new Date(clock.now()));
    if (view) reporter.record(view);
  };
  return { clock, batches, reporter, visit };
}

/** Waits for the reporter's timed flush (it may await `prepare`). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PageViewReporter', () => {
  it('sends nothing at once, then one batch of everything seen within the delay', async () => {
    const { clock, batches, visit } = setup({ delayMs: 2000 });
    visit('/');
    clock.advance(1200);
    visit('/search?q=tent');
    clock.advance(700);
    visit('/item/7');
    expect(batches).toHaveLength(0);
    clock.advance(100);
    await settle();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.transport).toBe('fetch');
    expect(batches[0]?.views.map((v) => v.page)).toEqual(['/', '/search', '/item/7']);
    expect(batches[0]?.views[1]).toMatchObject({ searchQuery: 'tent' });
    expect(batches[0]?.views[2]).toMatchObject({ itemId: 7 });
    // The helper field stays home.
    expect(batches[0]?.views[0]).not.toHaveProperty('categoryName');
  });

  it('sends at once when a batch is full, and starts a fresh delay after it', async () => {
    const { clock, batches, visit, reporter } = setup({ batchSize: 3, delayMs: 2000 });
    visit('/a');
    clock.advance(1100);
    visit('/b');
    clock.advance(100);
    visit('/c');
    // Full: sent without waiting for the delay, and its timer is gone.
    expect(batches.map((b) => b.views.map((v) => v.page))).toEqual([['/a', '/b', '/c']]);
    expect(clock.count).toBe(0);
    visit('/d');
    clock.advance(1900);
    await settle();
    expect(batches).toHaveLength(1);
    clock.advance(100);
    await settle();
    expect(batches.map((b) => b.views.map((v) => v.page))).toEqual([['/a', '/b', '/c'], ['/d']]);
    expect(reporter.pending).toBe(0);
  });

  it('keeps only where the visitor settled when the same page changes quickly (search filters moving)', async () => {
    const { clock, batches, visit } = setup({ coalesceMs: 1000 });
    visit('/search?q=d');
    clock.advance(300);
    visit('/search?q=dr');
    clock.advance(300);
    visit('/search?q=drone');
    clock.advance(5000);
    await settle();
    expect(batches[0]?.views.map((v) => v.searchQuery)).toEqual(['drone']);
  });

  it('keeps a later change of the same page as a view of its own, and drops exact repeats', async () => {
    const { clock, batches, visit } = setup({ coalesceMs: 1000, delayMs: 5000 });
    visit('/search?q=tent');
    visit('/search?q=tent');
    clock.advance(1500);
    visit('/search?q=tent');
    visit('/search?q=stove');
    clock.advance(5000);
    await settle();
    expect(batches[0]?.views.map((v) => v.searchQuery)).toEqual(['tent', 'stove']);
  });

  it('sends whatever waits by beacon when the page is left, in calls the server accepts', () => {
    const { batches, reporter, visit } = setup({ batchSize: 1000, maxWaiting: 1000 });
    for (let i = 0; i < 120; i += 1) visit(`/item/${i + 1}`);
    reporter.flush('beacon');
    expect(batches.map((b) => [b.transport, b.views.length])).toEqual([
      ['beacon', MAX_VIEWS_PER_CALL],
      ['beacon', MAX_VIEWS_PER_CALL],
      ['beacon', 20],
    ]);
    reporter.flush('beacon');
    expect(batches).toHaveLength(3);
  });

  it('drops the oldest views beyond its bound instead of growing', () => {
    const { batches, reporter, visit } = setup({ batchSize: 1000, maxWaiting: 5 });
    for (let i = 1; i <= 8; i += 1) visit(`/item/${i}`);
    reporter.flush('fetch');
    expect(batches[0]?.views.map((v) => v.itemId)).toEqual([4, 5, 6, 7, 8]);
  });

  it('completes views (the category id) after preparing, for a timed batch', async () => {
    let categories: Record<string, number> = {};
    const prepare = vi.fn(async () => {
      categories = { cameras: 3 };
    });
    const { clock, batches, visit } = setup({
      prepare,
      complete: (view) =>
        view.categoryName
          ? { ...view, categoryId: categories[view.categoryName.toLowerCase()] ?? null }
          : view,
    });
    visit('/search?category=Cameras');
    clock.advance(5000);
    await settle();
    expect(prepare).toHaveBeenCalledOnce();
    expect(batches[0]?.views[0]).toMatchObject({ categoryId: 3 });
  });

  it('still sends when preparing fails', async () => {
    const { clock, batches, visit } = setup({ prepare: () => Promise.reject(new Error('offline')) });
    visit('/search?category=Cameras');
    clock.advance(5000);
    await settle();
    expect(batches[0]?.views[0]).toMatchObject({ categoryId: null });
  });

  it('sends a timed batch still preparing by beacon when the page is left, and only then', async () => {
    let prepared = () => {};
    const { clock, batches, reporter, visit } = setup({
      prepare: () =>
        new Promise<void>((resolve) => {
          prepared = resolve;
        }),
    });
    visit('/search?q=drill');
    clock.advance(5000);
    await settle();
    // The search waits for its result count; meanwhile the visitor opens a page and leaves.
    expect(batches).toHaveLength(0);
    visit('/how-it-works');
    reporter.flush('beacon');
    expect(batches).toEqual([
      {
        transport: 'beacon',
        views: [
          expect.objectContaining({ searchQuery: 'drill' }),
          expect.objectContaining({ page: '/how-it-works' }),
        ],
      },
    ]);
    prepared();
    await settle();
    expect(batches).toHaveLength(1);
  });

  it('forgets what waits when disposed', () => {
    const { clock, batches, reporter, visit } = setup();
    visit('/');
    reporter.dispose();
    clock.advance(10_000);
    expect(batches).toHaveLength(0);
  });
});

describe('sendPageViews', () => {
  const views = [pageViewFromLocation('/item/5', '', new Date('2026-11-23T10:00:00.000Z'))!];

  it('posts the batch with keepalive while the page lives, not waiting for the answer', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    const sendBeacon = vi.fn(() => true);
    sendPageViews(views, 'fetch', { fetch: fetch as unknown as typeof globalThis.fetch, sendBeacon });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(TRACKING_ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: views }),
    });
  });

  it('reads the answer to its end, so the browser counts the request as finished', async () => {
    const response = new Response('{"accepted":1}', { status: 202 });
    const fetch = vi.fn(() => Promise.resolve(response));
    sendPageViews(views, 'fetch', { fetch: fetch as unknown as typeof globalThis.fetch });
    await settle();
    expect(response.bodyUsed).toBe(true);
  });

  it('uses the beacon when the page is left, and fetch when the browser refuses the beacon', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    const sendBeacon = vi.fn(() => true);
    sendPageViews(views, 'beacon', { fetch: fetch as unknown as typeof globalThis.fetch, sendBeacon });
    expect(sendBeacon).toHaveBeenCalledWith(TRACKING_ENDPOINT, JSON.stringify({ events: views }));
    expect(fetch).not.toHaveBeenCalled();
    sendBeacon.mockReturnValue(false);
    sendPageViews(views, 'beacon', { fetch: fetch as unknown as typeof globalThis.fetch, sendBeacon });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('swallows failures: a rejected or throwing fetch never reaches the page', async () => {
    const rejecting = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() =>
      sendPageViews(views, 'fetch', { fetch: rejecting as unknown as typeof globalThis.fetch }),
    ).not.toThrow();
    const throwing = vi.fn(() => {
      throw new TypeError('keepalive quota');
    });
    expect(() =>
      sendPageViews(views, 'fetch', { fetch: throwing as unknown as typeof globalThis.fetch }),
    ).not.toThrow();
    await settle();
  });
});
