import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSearchResultCounts,
  noteSearchResultCount,
  searchKey,
  searchResultCount,
  whenSearchResultsCounted,
} from './search-result-counts';

afterEach(() => {
  clearSearchResultCounts();
  vi.useRealTimers();
});

describe('search result counts', () => {
  it('finds a count by the search whatever the order of its parameters', () => {
    expect(searchKey('?q=tent&location=Perth')).toBe(searchKey('location=Perth&q=tent'));
    noteSearchResultCount('?q=tent&location=Perth', 0);
    expect(searchResultCount('?location=Perth&q=tent')).toBe(0);
    expect(searchResultCount('?q=tent')).toBeNull();
    noteSearchResultCount('?q=tent&location=Perth', 3);
    expect(searchResultCount('?q=tent&location=Perth')).toBe(3);
  });

  it('keeps only the last twenty searches', () => {
    for (let n = 0; n < 25; n++) noteSearchResultCount(`?q=s${n}`, n);
    expect(searchResultCount('?q=s4')).toBeNull();
    expect(searchResultCount('?q=s5')).toBe(5);
    expect(searchResultCount('?q=s24')).toBe(24);
  });

  it('waits for the searches still without a count, until they have one or the time is up', async () => {
    vi.useFakeTimers();
    noteSearchResultCount('?q=known', 2);
    await whenSearchResultsCounted(['?q=known'], 1000);
    let settled = false;
    const waiting = whenSearchResultsCounted(['?q=known', '?q=later'], 1000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    noteSearchResultCount('?q=later', 0);
    await waiting;
    expect(settled).toBe(true);

    let timedOut = false;
    const never = whenSearchResultsCounted(['?q=never'], 1000).then(() => {
      timedOut = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(timedOut).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await never;
    expect(timedOut).toBe(true);
  });
});
