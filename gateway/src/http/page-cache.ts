/**
 * A few seconds' memory of the pages anonymous visitors get (issue 21 §1): the composed HTML of a public page (its
 * head read from the database for a listing or a profile) is the same for every anonymous visitor with the same
 * URL, language, currency and time zone, so a burst of them (a shared link, a crawler) costs one database read per TTL.
 *
 * What it holds is never a member's page: the caller neither reads nor writes it for a request that carries a
 * session cookie (a member may see their own pending listing; that answer must not reach anyone else). Being
 * per-process and short, it may show a listing that was just approved, edited or removed as it was for at most
 * the TTL; nothing invalidates it earlier.
 *
 * Bounded: least recently used entries go first once `maxEntries` are held, so a crawler walking every URL (or one
 * URL with endless query strings) keeps at most that many pages in memory.
 */
export interface CachedPage {
  status: number;
  html: string;
}

/** A kept page as `get` answers it: `stale` once its TTL has passed (the caller then composes it again). */
export interface KeptPage extends CachedPage {
  stale: boolean;
}

export interface PageCacheKey {
  /** Path and query, as requested. */
  url: string;
  language: string;
  /** The currency its prices are shown in. */
  currency: string;
  /** The zone its dates are written in. */
  timeZone: string;
}

const PAGE_CACHE_MAX_ENTRIES = 500;

export class PageCache {
  private readonly entries = new Map<string, CachedPage & { expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = PAGE_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
    /** How long past its TTL a page is still answered while it is made again; the TTL again by default. */
    private readonly staleMs = ttlMs,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Seconds a shared cache may keep the page too: the same TTL, so `s-maxage` says what this cache does. */
  get ttlSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }

  /** Seconds past that a page may still be answered while it is made again (`stale-while-revalidate`). */
  get staleSeconds(): number {
    return Math.floor(this.staleMs / 1000);
  }

  /** The key as one string: what a kept page is found by, and what requests for the same page share. */
  static keyOf({ url, language, currency, timeZone }: PageCacheKey): string {
    // The URL goes last: it is the only part that may contain the separator.
    return `${language}|${currency}|${timeZone}|${url}`;
  }

  get(key: PageCacheKey): KeptPage | null {
    if (!this.enabled) return null;
    const id = PageCache.keyOf(key);
    const entry = this.entries.get(id);
    if (!entry) return null;
    this.entries.delete(id);
    const now = this.now();
    if (entry.expiresAt + this.staleMs <= now) return null;
    // Map keeps insertion order: set again, the entry becomes the most recently used.
    this.entries.set(id, entry);
    return { status: entry.status, html: entry.html, stale: entry.expiresAt <= now };
  }

  clear(): void {
    this.entries.clear();
  }

  set(key: PageCacheKey, page: CachedPage): void {
    if (!this.enabled) return;
    const id = PageCache.keyOf(key);
    this.entries.delete(id);
    this.entries.set(id, { ...page, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
