import type { BrowsingRow } from './insert-browsing-records.js';

interface Waiting {
  rows: readonly BrowsingRow[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface BrowsingBatcherOptions {
  /** Writes the rows (one statement) and publishes them; resolves once both are done. */
  write: (rows: BrowsingRow[]) => Promise<void>;
  /** How long the first job of an idle batcher waits for others to join it. */
  lingerMs?: number;
  /** Rows one statement takes at most; jobs beyond it go in the next statement. */
  maxRows?: number;
}

/**
 * Group commit for page-view jobs. The worker runs several jobs at once; each hands its rows here and waits, and
 * all the jobs waiting together are written by one INSERT (and published together). While a write is running,
 * newly arriving jobs gather for the next one, so under load each statement carries every job the worker holds,
 * and when idle a job waits only `lingerMs`. A failed write fails every job in it: each is retried by the queue,
 * and the rows' event keys make a retry of rows that did commit harmless.
 */
export class BrowsingBatcher {
  private waiting: Waiting[] = [];
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly lingerMs: number;
  private readonly maxRows: number;

  constructor(private readonly options: BrowsingBatcherOptions) {
    this.lingerMs = options.lingerMs ?? 2;
    this.maxRows = options.maxRows ?? 1_000;
  }

  /** Resolves once the statement that carried this job's rows committed and its records were published. */
  add(rows: readonly BrowsingRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      if (!this.running && !this.timer) this.timer = setTimeout(() => void this.drain(), this.lingerMs);
    });
  }

  private async drain(): Promise<void> {
    this.timer = null;
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        const batch: Waiting[] = [];
        let size = 0;
        // A job's rows are never split: each job learns its outcome from one statement.
        while (
          this.waiting.length > 0 &&
          (batch.length === 0 || size + this.waiting[0]!.rows.length <= this.maxRows)
        ) {
          const next = this.waiting.shift()!;
          batch.push(next);
          size += next.rows.length;
        }
        try {
          await this.options.write(batch.flatMap((w) => w.rows));
          for (const w of batch) w.resolve();
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
