import { createHash } from 'node:crypto';
import { DomainError, ErrorCode, redisKey } from '@koalarent/core';
import type { Redis } from 'ioredis';

export interface ThrottleLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  lockSeconds: number;
}

/**
 * Login throttling in Redis, shared by every gateway replica. Each login resolver call reserves an attempt
 * (INCR) before the password is checked, so parallel requests and aliased fields in one document each count;
 * a success gives the attempts back. Over the limit the caller gets 429 with Retry-After.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: ThrottleLimits,
  ) {}

  private keys(email: string, ip: string) {
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
    return {
      account: redisKey(this.prefix, 'login-fail', 'acct', account, ip),
      ip: redisKey(this.prefix, 'login-fail', 'ip', ip),
    };
  }

  /** Reserves one attempt or throws TOO_MANY_ATTEMPTS. */
  async reserve(email: string, ip: string): Promise<void> {
    const k = this.keys(email, ip);
    const results = await this.redis
      .multi()
      .incr(k.account)
      .expire(k.account, this.limits.lockSeconds, 'NX')
      .incr(k.ip)
      .expire(k.ip, this.limits.lockSeconds, 'NX')
      .ttl(k.account)
      .ttl(k.ip)
      .exec();
    const value = (i: number) => Number(results?.[i]?.[1] ?? 0);
    const accountCount = value(0);
    const ipCount = value(2);
    const over =
      accountCount > this.limits.maxFailuresPerAccount
        ? value(4)
        : ipCount > this.limits.maxFailuresPerIp
          ? value(5)
          : null;
    if (over !== null) {
      const retryAfterSeconds = Math.max(1, over);
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new DomainError(ErrorCode.TooManyAttempts, {
        message: `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfterSeconds,
      });
    }
  }

  /** A successful login clears the account's failures and returns its attempt to the IP's budget. */
  async succeeded(email: string, ip: string): Promise<void> {
    const k = this.keys(email, ip);
    await this.redis.multi().del(k.account).decr(k.ip).exec();
  }
}
