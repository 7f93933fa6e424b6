import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces, switchLanguage } from '../../../shared/i18n/i18n';
import { chartData, isDemandRange, throttle, trendLabel, trendOf } from './demand';
import type { AdminT } from './format';

const t: AdminT = i18n.getFixedT('en', 'admin');
const de: AdminT = i18n.getFixedT('de', 'admin');
beforeAll(async () => {
  await loadNamespaces('admin');
  await switchLanguage('de');
  await switchLanguage('en');
});

describe('the Demand tab’s model', () => {
  it('says how a count compares with the range before', () => {
    expect(trendOf(5, 2)).toEqual({ kind: 'up', change: 3 });
    expect(trendOf(1, 4)).toEqual({ kind: 'down', change: 3 });
    expect(trendOf(4, 4)).toEqual({ kind: 'same', change: 0 });
    expect(trendOf(3, 0)).toEqual({ kind: 'new', change: 3 });
    expect(trendOf(0, 0)).toEqual({ kind: 'same', change: 0 });
    const n = (value: number) => String(value);
    expect(trendLabel(5, 2, t, n)).toBe('Up 3 from 2');
    expect(trendLabel(1, 4, t, n)).toBe('Down 3 from 4');
    expect(trendLabel(4, 4, t, n)).toBe('Same as before (4)');
    expect(trendLabel(3, 0, t, n)).toBe('New');
    expect(trendLabel(5, 2, de, n)).toBe('3 mehr als zuvor (2)');
  });

  it('knows its ranges: Tracking’s without All time', () => {
    expect(['DAY', 'WEEK', 'MONTH'].every(isDemandRange)).toBe(true);
    expect(isDemandRange('ALL')).toBe(false);
  });

  it('hands uPlot the buckets as times in seconds and two series', () => {
    expect(
      chartData([
        { start: '2026-11-20T00:00:00.000Z', searches: 2, pageViews: 9 },
        { start: '2026-11-20T01:00:00.000Z', searches: 0, pageViews: 1 },
      ]),
    ).toEqual([
      [1795132800, 1795136400],
      [2, 0],
      [9, 1],
    ]);
  });

  it('refreshes at most once per period however many records arrive', () => {
    let now = 0;
    let pending: (() => void) | null = null;
    const timers = {
      set: (run: () => void) => {
        pending = run;
        return 1;
      },
      clear: () => {
        pending = null;
      },
    };
    let runs = 0;
    const refresh = throttle(
      () => runs++,
      5000,
      timers,
      () => now,
    );
    refresh.call();
    expect(runs).toBe(1);
    now = 1000;
    for (let i = 0; i < 50; i++) refresh.call();
    expect(runs).toBe(1);
    expect(pending).not.toBeNull();
    now = 5000;
    (pending as unknown as () => void)();
    expect(runs).toBe(2);
    now = 20_000;
    refresh.call();
    expect(runs).toBe(3);
    now = 21_000;
    refresh.call();
    refresh.cancel();
    expect(pending).toBeNull();
    expect(runs).toBe(3);
  });
});
