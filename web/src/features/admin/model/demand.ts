import type { AdminT } from './format';

/** Issue 24 §4: the Demand tab's ranges (DemandRange in the schema: Tracking's without All time). */
export const DEMAND_RANGES = ['DAY', 'WEEK', 'MONTH'] as const;
export type DemandRange = (typeof DEMAND_RANGES)[number];
export const DEFAULT_DEMAND_RANGE: DemandRange = 'WEEK';
/** Rows each of the tab's lists shows. */
export const DEMAND_ROWS = 15;
/** New page views refresh the tab at most this often: a busy site must not make it query on every view. */
export const DEMAND_REFRESH_MS = 5_000;

export function isDemandRange(value: string | null | undefined): value is DemandRange {
  return DEMAND_RANGES.some((range) => range === value);
}

export type TrendKind = 'up' | 'down' | 'same' | 'new';

/** How a count compares with the range before: up or down by how much, the same, or new (nothing before). */
export function trendOf(count: number, previous: number): { kind: TrendKind; change: number } {
  if (previous === 0) return count === 0 ? { kind: 'same', change: 0 } : { kind: 'new', change: count };
  if (count === previous) return { kind: 'same', change: 0 };
  return count > previous
    ? { kind: 'up', change: count - previous }
    : { kind: 'down', change: previous - count };
}

/** The trend in words ('Up 3 from 5'), numbers already formatted for the admin's language. */
export function trendLabel(
  count: number,
  previous: number,
  t: AdminT,
  number: (value: number) => string,
): string {
  const { kind, change } = trendOf(count, previous);
  if (kind === 'new') return t('demand.trend.new');
  if (kind === 'same') return t('demand.trend.same', { previous: number(previous) });
  return t(`demand.trend.${kind}`, { change: number(change), previous: number(previous) });
}

/** uPlot's data: the buckets' starts in seconds, then the searches and the page views per bucket. */
export function chartData(
  buckets: readonly { start: string; searches: number; pageViews: number }[],
): [number[], number[], number[]] {
  return [
    buckets.map((b) => Date.parse(b.start) / 1000),
    buckets.map((b) => b.searches),
    buckets.map((b) => b.pageViews),
  ];
}

/**
 * Calls `run` at most once per `ms`: the first call runs at once, calls within the next `ms` are folded into one
 * run when it is over. `cancel` drops a run still waiting (the tab closes).
 */
export function throttle(
  run: () => void,
  ms: number,
  timers: { set(run: () => void, ms: number): unknown; clear(timer: unknown): void } = {
    set: (f, delay) => setTimeout(f, delay),
    clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  },
  now: () => number = Date.now,
): { call(): void; cancel(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  const fire = () => {
    timer = null;
    last = now();
    run();
  };
  return {
    call() {
      if (timer !== null) return;
      const wait = last + ms - now();
      if (wait <= 0) fire();
      else timer = timers.set(fire, wait);
    },
    cancel() {
      if (timer !== null) timers.clear(timer);
      timer = null;
    },
  };
}
