import { DomainError, ErrorCode, redisKey } from '@koalarent/core';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayContext } from '../../context.js';
import type { GatewayDeps } from '../../deps.js';

/**
 * Place names and nearby items are public and cheap, but each is a request a script could repeat without end
 * (walking the globe through reverse lookups, scraping the catalogue by position). A member typing in a location
 * field (one suggestion request per pause) or opening pages stays far below this; a script is stopped within a
 * minute. Counted per member when signed in, else per address, in Redis (shared by every replica).
 */
export const PLACE_CALLS_PER_WINDOW = 300;
export const PLACE_WINDOW_SECONDS = 60;

const limiters = new WeakMap<GatewayDeps, RateLimiterRedis>();

function limiterFor(deps: GatewayDeps): RateLimiterRedis {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new RateLimiterRedis({
      storeClient: deps.redis,
      keyPrefix: redisKey(deps.config.REDIS_PREFIX, 'rl', 'places'),
      points: PLACE_CALLS_PER_WINDOW,
      duration: PLACE_WINDOW_SECONDS,
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * Counts one place or nearby call: over the limit, RATE_LIMITED (429 on both HTTP doors, with Retry-After). A
 * Redis failure propagates (503); it is never read as "allowed".
 */
export async function reservePlaceCall(ctx: GatewayContext): Promise<void> {
  const key = ctx.viewer ? `m:${ctx.viewer.id}` : `ip:${ctx.ipAddress}`;
  try {
    await limiterFor(ctx.deps).consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new DomainError(ErrorCode.RateLimited, {
      message: `Too many location requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      retryAfterSeconds: seconds,
    });
  }
}
