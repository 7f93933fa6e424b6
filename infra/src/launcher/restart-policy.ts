export interface RestartPolicyOptions {
  /** Wait before the first restart; doubles with each crash that follows quickly. */
  initialDelayMs: number;
  /** The longest wait between restarts. */
  maxDelayMs: number;
  /** A process that stayed up this long is healthy again: the next crash starts the back-off over. */
  stableAfterMs: number;
  /** This many crashes within crashWindowMs is a crash loop: give up instead of restarting. */
  maxCrashes: number;
  crashWindowMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicyOptions = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  stableAfterMs: 30_000,
  maxCrashes: 5,
  crashWindowMs: 60_000,
};

export type CrashDecision =
  | { action: 'restart'; delayMs: number; attempt: number }
  | { action: 'give-up'; crashes: number; windowMs: number };

/**
 * When to restart one crashed process: exponential back-off that resets once the process has stayed up a
 * while, and a crash loop (too many crashes in a window) that gives up. Pure bookkeeping on an injected
 * clock, so the rules are tested without waiting.
 */
export class RestartPolicy {
  private readonly options: RestartPolicyOptions;
  private startedAt: number;
  private consecutive = 0;
  private crashTimes: number[] = [];

  constructor(
    options: Partial<RestartPolicyOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...DEFAULT_RESTART_POLICY, ...options };
    this.startedAt = now();
  }

  /** Call when the process (re)starts. */
  started(): void {
    this.startedAt = this.now();
  }

  /** Call when the process exited on its own; says whether to restart it and after how long. */
  crashed(): CrashDecision {
    const at = this.now();
    if (at - this.startedAt >= this.options.stableAfterMs) this.consecutive = 0;
    this.crashTimes = [...this.crashTimes.filter((t) => at - t < this.options.crashWindowMs), at];
    if (this.crashTimes.length >= this.options.maxCrashes) {
      return { action: 'give-up', crashes: this.crashTimes.length, windowMs: this.options.crashWindowMs };
    }
    const delayMs = Math.min(this.options.maxDelayMs, this.options.initialDelayMs * 2 ** this.consecutive);
    this.consecutive += 1;
    return { action: 'restart', delayMs, attempt: this.consecutive };
  }
}
