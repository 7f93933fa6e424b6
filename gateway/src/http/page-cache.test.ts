import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.js';

const key = (url: string, language = 'en', currency = 'USD', timeZone = 'UTC') => ({
  url,
  language,
  currency,
  timeZone,
});
const page = (html: string) => ({ status: 200, html });

describe('PageCache', () => {
  it('answers a kept page fresh until its TTL has passed, stale for its stale time after, then forgets it', () => {
    let now = 1_000;
    const cache = new PageCache(5_000, 10, () => now, 3_000);
    cache.set(key('/item/1'), page('one'));
    now += 4_999;
    expect(cache.get(key('/item/1'))).toEqual({ status: 200, html: 'one', stale: false });
    now += 1;
    expect(cache.get(key('/item/1'))).toEqual({ status: 200, html: 'one', stale: true });
    now += 2_999;
    expect(cache.get(key('/item/1'))?.stale).toBe(true);
    // Made again meanwhile: fresh for another TTL.
    cache.set(key('/item/1'), page('one again'));
    expect(cache.get(key('/item/1'))).toEqual({ status: 200, html: 'one again', stale: false });
    now += 5_000 + 3_000;
    expect(cache.get(key('/item/1'))).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.staleSeconds).toBe(3);
  });

  it('is stale for as long as its TTL unless told otherwise', () => {
    let now = 0;
    const cache = new PageCache(5_000, 10, () => now);
    cache.set(key('/'), page('home'));
    now = 9_999;
    expect(cache.get(key('/'))?.stale).toBe(true);
    now = 10_000;
    expect(cache.get(key('/'))).toBeNull();
  });

  it('keys by URL with its query, language, currency and time zone', () => {
    const cache = new PageCache(5_000);
    cache.set(key('/search?q=tent', 'en', 'USD'), page('en-usd'));
    expect(cache.get(key('/search?q=tent', 'en', 'USD'))?.html).toBe('en-usd');
    expect(cache.get(key('/search?q=tent', 'de', 'USD'))).toBeNull();
    expect(cache.get(key('/search?q=tent', 'en', 'EUR'))).toBeNull();
    expect(cache.get(key('/search?q=tent', 'en', 'USD', 'Europe/Berlin'))).toBeNull();
    expect(cache.get(key('/search?q=tents', 'en', 'USD'))).toBeNull();
  });

  it('holds at most maxEntries, dropping the least recently used first', () => {
    const cache = new PageCache(60_000, 3);
    for (const n of [1, 2, 3]) cache.set(key(`/item/${n}`), page(String(n)));
    expect(cache.get(key('/item/1'))?.html).toBe('1'); // now the most recently used
    cache.set(key('/item/4'), page('4'));
    expect(cache.size).toBe(3);
    expect(cache.get(key('/item/2'))).toBeNull();
    expect(cache.get(key('/item/1'))?.html).toBe('1');
    for (let n = 5; n < 1_000; n++) cache.set(key(`/item/${n}`), page(String(n)));
    expect(cache.size).toBe(3);
  });

  it('forgets everything on clear (a new web build replaced the shell)', () => {
    const cache = new PageCache(60_000);
    cache.set(key('/'), page('home'));
    cache.clear();
    expect(cache.get(key('/'))).toBeNull();
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new PageCache(0);
    expect(cache.enabled).toBe(false);
    cache.set(key('/'), page('home'));
    expect(cache.get(key('/'))).toBeNull();
  });
});
