/** How the benchmarks' Markdown reports print figures, and the statistics behind them. */

/** A number in en-US grouping with exactly `digits` decimals; 'n/a' when it is missing or not finite. */
export function fmt(n: number | null | undefined, digits = 0): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return 'n/a';
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * A ratio truncated, never rounded, for targets of the form "≥ X×": 0.297 must not print as a 0.30 that misses 0.3.
 * Two decimals, three below 0.1 so a small ratio does not read as 0.00.
 */
export function fmtRatioDown(r: number): string {
  if (!Number.isFinite(r)) return 'n/a';
  const digits = r < 0.1 ? 3 : 2;
  return (Math.floor(r * 10 ** digits) / 10 ** digits).toFixed(digits);
}

/** The nearest-rank percentile `p` of ascending `sorted`, or null when it is empty. */
export function percentile(sorted: number[], p: number): number | null {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : null;
}

/** A load generator's failures as the reports print them: `3 × 500, 1 × error`, or `0`. */
export function failureSummary(outcome: { byStatus: Record<string, number>; errors: number }): string {
  const parts = Object.entries(outcome.byStatus).map(([status, n]) => `${n} × ${status}`);
  if (outcome.errors) parts.push(`${outcome.errors} × error`);
  return parts.length ? parts.join(', ') : '0';
}
