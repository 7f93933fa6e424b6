import { DomainError, ErrorCode, redisKey } from '@koalarent/core';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayDeps } from '../deps.js';

/**
 * A named rate limit (`points` per `durationSeconds` and key) on rate-limiter-flexible's Redis store: one limiter
 * object per gateway (its Redis connection and prefix), made on first use, while the counts live in Redis, so every
 * replica shares them. Over the limit, `consume` throws RATE_LIMITED, which both HTTP doors answer 429 with
 * Retry-After; a Redis failure propagates (503) and is never read as "allowed".
 */
export function gatewayLimiter(name: string, points: number, durationSeconds: number) {
  const limiters = new WeakMap<GatewayDeps, RateLimiterRedis>();
  const of = (deps: GatewayDeps): RateLimiterRedis => {
    let limiter = limiters.get(deps);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: deps.redis,
        keyPrefix: redisKey(deps.config.REDIS_PREFIX, 'rl', name),
        points,
        duration: durationSeconds,
      });
      limiters.set(deps, limiter);
    }
    return limiter;
  };
  return {
    /** Counts one call of `key`; over the limit, RATE_LIMITED with `message(seconds to wait)`. */
    async consume(deps: GatewayDeps, key: string, message: (seconds: number) => string): Promise<void> {
      try {
        await of(deps).consume(key);
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
      await of(deps).reward(key, 1);
    },
  };
}
