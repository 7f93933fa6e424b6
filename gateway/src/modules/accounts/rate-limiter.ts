import { DomainError, ErrorCode, redisKey } from '@koalarent/core';
import type { Redis } from 'ioredis';

/**
 * A fixed-window counter in Redis, shared by every gateway replica: at most `limit` hits per key per window,
 * then TOO_MANY_ATTEMPTS with the time left as Retry-After.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(
    name: string,
    subject: string,
    limit: number,
    windowSeconds: number,
    what: string,
  ): Promise<void> {
    const key = redisKey(this.prefix, 'rate', name, subject);
    const results = await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count <= limit) return;
    const retryAfterSeconds = Math.max(1, Number(results?.[2]?.[1] ?? windowSeconds));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new DomainError(ErrorCode.TooManyAttempts, {
      message: `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds,
    });
  }
}
