import { DomainError, ErrorCode, redisKey } from '@koalarent/core';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayDeps } from '../deps.js';

/** After Redis failed a count, counts stay in the process this long before Redis is tried again. */
const REDIS_RETRY_AFTER_MS = 5_000;

export interface GatewayLimiterOptions {
  /**
   * For public reads that do not need Redis to be correct (place look-ups, nearby items): when Redis fails, count
   * in this process instead (rate-limiter-flexible's insurance limiter, the same points per process) and answer,
   * rather than refusing everyone with 503 (issue 20 §4). Without it a Redis failure propagates (503) and is never
   * read as "allowed".
   */
  inProcessWhenRedisFails?: boolean;
}

/** The insurance limiter, which says when it is used: that is a count Redis failed. */
class InsuranceLimiter extends RateLimiterMemory {
  onUse: () => void = () => undefined;

  override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.onUse();
    return super.consume(key, points, options);
  }

  override reward(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.onUse();
    return super.reward(key, points, options);
  }
}

interface Limiter {
  redis: RateLimiterRedis;
  insurance: InsuranceLimiter | null;
  /** Until then counts go straight to the insurance limiter: each would otherwise wait out a silent Redis first. */
  redisFailedUntil: number;
}

/**
 * A named rate limit (`points` per `durationSeconds` and key) on rate-limiter-flexible's Redis store: one limiter
 * object per gateway (its Redis connection and prefix), made on first use, while the counts live in Redis, so every
 * replica shares them. Over the limit, `consume` throws RATE_LIMITED, which both HTTP doors answer 429 with
 * Retry-After; a Redis failure propagates (503) unless `inProcessWhenRedisFails`.
 */
export function gatewayLimiter(
  name: string,
  points: number,
  durationSeconds: number,
  options: GatewayLimiterOptions = {},
) {
  const limiters = new WeakMap<GatewayDeps, Limiter>();
  const of = (deps: GatewayDeps): Limiter => {
    let limiter = limiters.get(deps);
    if (!limiter) {
      const insurance = options.inProcessWhenRedisFails
        ? new InsuranceLimiter({ points, duration: durationSeconds })
        : null;
      const made: Limiter = {
        redis: new RateLimiterRedis({
          storeClient: deps.redis,
          keyPrefix: redisKey(deps.config.REDIS_PREFIX, 'rl', name),
          points,
          duration: durationSeconds,
          // A connection known to be down (reconnecting) goes to the insurance at once instead of queueing.
          ...(insurance ? { insuranceLimiter: insurance, rejectIfRedisNotReady: true } : {}),
        }),
        insurance,
        redisFailedUntil: 0,
      };
      if (insurance)
        insurance.onUse = () => {
          if (Date.now() >= made.redisFailedUntil) made.redisFailedUntil = Date.now() + REDIS_RETRY_AFTER_MS;
        };
      limiter = made;
      limiters.set(deps, limiter);
    }
    return limiter;
  };
  /** The store to count in now: Redis, or the process while Redis is known to be failing. */
  const store = (limiter: Limiter) =>
    limiter.insurance && Date.now() < limiter.redisFailedUntil ? limiter.insurance : limiter.redis;
  return {
    /** Counts one call of `key`; over the limit, RATE_LIMITED with `message(seconds to wait)`. */
    async consume(deps: GatewayDeps, key: string, message: (seconds: number) => string): Promise<void> {
      try {
        await store(of(deps)).consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new DomainError(ErrorCode.RateLimited, {
          message: message(seconds),
          retryAfterSeconds: seconds,
        });
      }
    },
    /** Gives one point back to `key` (a call that turned out not to count). */
    async reward(deps: GatewayDeps, key: string): Promise<void> {
      await store(of(deps)).reward(key, 1);
    },
  };
}
