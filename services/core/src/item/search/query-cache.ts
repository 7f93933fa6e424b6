/**
 * Answers kept in memory for `ttlMs` per normalised query, at most `maxEntries` of them (the oldest dropped first):
 * the search's facets (issue 24 §2) and anonymous visitors' result pages (issue 24 §1). Callers asking for a query
 * being computed share that computation (one statement however many ask at once); a failed one is not kept.
 *
 * `clear()` is called when the catalogue changes (the `catalog_changed` notification, see CatalogChangeListener): it
 * drops every answer, a computation under way included: that one still answers the callers already waiting for it,
 * but a caller after the change computes again, since it may have read the rows as they were before. Without a
 * notification (the listener reconnecting) an answer is at most `ttlMs` old.
 */
export class QueryCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    readonly ttlMs = 10_000,
    readonly maxEntries = 2_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** False when the TTL is 0: `get` then always computes. */
  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const now = this.clock();
    const kept = this.entries.get(key);
    if (kept && now - kept.at < this.ttlMs) return kept.value;
    if (kept) this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops every answer, one being computed now included (see the class comment). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
