export interface RestartPolicyOptions {
  /** Wait before the first restart; doubles with each crash that follows quickly. */
  initialDelayMs: number;
  /** The longest wait between restarts. */
  maxDelayMs: number;
  /** A process that stayed up this long is healthy again: the next crash starts the back-off over. */
  stableAfterMs: number;
  /**
   * A process that once stayed up this long has shown it can start: from then on it is restarted however often
   * it crashes (one bad request must not stop the app); before that, a crash loop means it cannot start at all.
   */
  provenAfterMs: number;
  /** This many crashes within crashWindowMs is a crash loop: loud, and the end for a process never proven. */
  maxCrashes: number;
  crashWindowMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicyOptions = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  stableAfterMs: 30_000,
  provenAfterMs: 10_000,
  maxCrashes: 5,
  crashWindowMs: 60_000,
};

export type CrashDecision =
  | {
      action: 'restart';
      delayMs: number;
      attempt: number;
      /** Set when the crashes within the window reach maxCrashes: the caller says so loudly. */
      crashLoop: { crashes: number; windowMs: number } | null;
    }
  | { action: 'give-up'; crashes: number; windowMs: number };

/**
 * When to restart one crashed process: exponential back-off, capped, that resets once the process has stayed
 * up a while. A crash loop (too many crashes in a window) gives up only on a process that never stayed up
 * provenAfterMs, which cannot start at all (a bad setting, a missing build); one that has run keeps being
 * restarted at the capped pace, since whatever crashes it (a request, a dependency's hiccup) may pass and
 * stopping would turn one fault into a full outage. Pure bookkeeping on an injected clock, so the rules are
 * tested without waiting.
 */
export class RestartPolicy {
  private readonly options: RestartPolicyOptions;
  private startedAt: number;
  private consecutive = 0;
  private crashTimes: number[] = [];
  private proven = false;

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
    const upFor = at - this.startedAt;
    if (upFor >= this.options.provenAfterMs) this.proven = true;
    if (upFor >= this.options.stableAfterMs) this.consecutive = 0;
    this.crashTimes = [...this.crashTimes.filter((t) => at - t < this.options.crashWindowMs), at];
    const crashes = this.crashTimes.length;
    const looping = crashes >= this.options.maxCrashes;
    if (looping && !this.proven) return { action: 'give-up', crashes, windowMs: this.options.crashWindowMs };
    // Capped before the power is taken, so a process crashing for days never overflows the exponent.
    const delayMs = Math.min(
      this.options.maxDelayMs,
      this.options.initialDelayMs * 2 ** Math.min(this.consecutive, 30),
    );
    this.consecutive += 1;
    return {
      action: 'restart',
      delayMs,
      attempt: this.consecutive,
      crashLoop: looping ? { crashes, windowMs: this.options.crashWindowMs } : null,
    };
  }
}
