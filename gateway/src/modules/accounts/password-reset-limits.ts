import { createHash } from 'node:crypto';
import { DomainError, ErrorCode, redisKey } from '@koalarent/core';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Reset link requests one address (IP) may make per hour; beyond that both doors answer 429. */
export const RESET_REQUESTS_PER_IP = 10;
/** Reset e-mails one e-mail address may be sent per hour; beyond that requests are quietly ignored. */
export const RESET_MAILS_PER_ACCOUNT = 3;
/** Attempts to use a reset link per IP per hour (tokens are 256-bit; this only keeps a flood cheap). */
export const RESET_ATTEMPTS_PER_IP = 30;

const HOUR = 3600;

function addressKey(email: string): string {
  // E-mail addresses stay out of Redis keys (and out of anything that lists them).
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

function tooMany(what: string, ms: number): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new DomainError(ErrorCode.RateLimited, {
    message: `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  });
}

/**
 * The password reset's limits, on rate-limiter-flexible's Redis store (atomic, shared by every gateway). The
 * per-account limit is keyed by the address asked for, whether or not a member has it, and is never told to the
 * caller: the answer stays the same for every address, and nobody can flood a member's mailbox.
 */
export class PasswordResetLimits {
  private readonly requestIp: RateLimiterRedis;
  private readonly mailAccount: RateLimiterRedis;
  private readonly attemptIp: RateLimiterRedis;

  constructor(redis: Redis, redisPrefix: string) {
    const limiter = (name: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: redisKey(redisPrefix, 'rl', name),
        points,
        duration: HOUR,
      });
    this.requestIp = limiter('reset-request-ip', RESET_REQUESTS_PER_IP);
    this.mailAccount = limiter('reset-mail-acct', RESET_MAILS_PER_ACCOUNT);
    this.attemptIp = limiter('reset-attempt-ip', RESET_ATTEMPTS_PER_IP);
  }

  private static async consume(limiter: RateLimiterRedis, key: string, what: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(what, error.msBeforeNext);
      throw error;
    }
  }

  requestFromIp(ip: string): Promise<void> {
    return PasswordResetLimits.consume(this.requestIp, ip, 'password reset requests');
  }

  attemptFromIp(ip: string): Promise<void> {
    return PasswordResetLimits.consume(this.attemptIp, ip, 'password reset attempts');
  }

  /** Whether another reset e-mail may go to this address this hour; a Redis failure propagates. */
  async mailForAddress(email: string): Promise<boolean> {
    try {
      await this.mailAccount.consume(addressKey(email));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
