import { DomainError, ErrorCode, redisKey } from '@koalarent/core';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayDeps } from '../../deps.js';

/** Issue 9 §1: a per-sender limit. A person typing sends far fewer; a script sending more is stopped quickly. */
export const MESSAGES_PER_WINDOW = 10;
export const MESSAGE_WINDOW_SECONDS = 20;

export function tooFastMessage(seconds: number): string {
  return `You are sending messages too fast. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

// One limiter per gateway (its Redis connection and prefix); the count itself lives in Redis, so every replica
// shares it.
const limiters = new WeakMap<GatewayDeps, RateLimiterRedis>();

function limiterFor(deps: GatewayDeps): RateLimiterRedis {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new RateLimiterRedis({
      storeClient: deps.redis,
      keyPrefix: redisKey(deps.config.REDIS_PREFIX, 'rl', 'message-sender'),
      points: MESSAGES_PER_WINDOW,
      duration: MESSAGE_WINDOW_SECONDS,
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * Counts one message of `senderId` before it is sent: over the limit, RATE_LIMITED (429 on both HTTP doors, with
 * Retry-After) saying how long to wait. A Redis failure propagates (503), it is never read as "allowed".
 */
export async function reserveMessage(deps: GatewayDeps, senderId: number): Promise<void> {
  try {
    await limiterFor(deps).consume(String(senderId));
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new DomainError(ErrorCode.RateLimited, {
      message: tooFastMessage(seconds),
      retryAfterSeconds: seconds,
    });
  }
}

/** A message the service refused was not sent: it gives its point back, so a typo does not use up the allowance. */
export async function releaseMessage(deps: GatewayDeps, senderId: number): Promise<void> {
  await limiterFor(deps).reward(String(senderId), 1);
}
