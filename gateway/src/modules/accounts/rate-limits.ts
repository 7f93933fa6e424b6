import { createHash } from 'node:crypto';
import { type Config, DomainError, ErrorCode, redisKey } from '@koalarent/core';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DeviceCookies } from './device-cookies.js';

export function accountKey(email: string): string {
  // E-mail addresses stay out of Redis keys (and out of anything that lists them).
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

function retryMessage(what: string, ms: number): { message: string; retryAfterSeconds: number } {
  const retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    message: `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  };
}

/**
 * Every rate limit of the gateway, on rate-limiter-flexible's Redis store (atomic, shared by all replicas).
 * Login attempts are reserved before the password is checked, so parallel requests and aliased fields each
 * count; a success gives them back. Over a limit the caller gets TOO_MANY_ATTEMPTS / RATE_LIMITED, which both
 * doors answer as 429 with Retry-After.
 */
export class RateLimits {
  private readonly loginAccountIp: RateLimiterRedis;
  private readonly loginIp: RateLimiterRedis;
  private readonly loginAccount: RateLimiterRedis;
  private readonly loginDevice: RateLimiterRedis;
  private readonly register: RateLimiterRedis;
  private readonly resendIp: RateLimiterRedis;
  private readonly resendAccount: RateLimiterRedis;
  private readonly uploadMember: RateLimiterRedis;
  /** Which browsers an account signed in on before: those are spared the account's pause. */
  readonly devices: DeviceCookies;

  constructor(redis: Redis, config: Config) {
    const limiter = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: redisKey(config.REDIS_PREFIX, 'rl', name),
        points,
        duration,
      });
    const lock = config.LOGIN_LOCK_SECONDS;
    this.loginAccountIp = limiter('login-acct-ip', config.LOGIN_MAX_FAILURES, lock);
    this.loginIp = limiter('login-ip', config.LOGIN_IP_MAX_FAILURES, lock);
    // Across addresses: someone guessing one account's password from many IPs is slowed down too. Only browsers
    // the account never signed in on count here and are paused, so strangers cannot lock its owner out.
    this.loginAccount = limiter('login-acct', config.LOGIN_ACCOUNT_MAX_FAILURES, lock);
    // A browser that did sign in before has a pause of its own instead (a stolen device cookie guesses slowly too).
    this.loginDevice = limiter('login-device', config.LOGIN_MAX_FAILURES, lock);
    this.devices = new DeviceCookies(redis, config.REDIS_PREFIX);
    this.register = limiter('register-ip', config.REGISTER_MAX_PER_IP, 3600);
    this.resendIp = limiter('resend-ip', config.RESEND_MAX_PER_IP, 3600);
    this.resendAccount = limiter('resend-acct', 1, 60);
    this.uploadMember = limiter('upload-member', config.UPLOADS_MAX_PER_HOUR, 3600);
  }

  /** Consumes a point from each limiter or throws with the longest wait; a Redis failure propagates. */
  private async consumeAll(
    pairs: [RateLimiterRedis, string][],
    code: typeof ErrorCode.TooManyAttempts | typeof ErrorCode.RateLimited,
    what: string,
  ): Promise<void> {
    const results = await Promise.allSettled(pairs.map(([l, key]) => l.consume(key)));
    let waitMs = -1;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      waitMs = Math.max(waitMs, result.reason.msBeforeNext);
    }
    if (waitMs >= 0) throw new DomainError(code, retryMessage(what, waitMs));
  }

  /**
   * Every attempt counts per account and address and per address. Then a trusted device (the nonce of a valid
   * device cookie for this account) counts against itself alone; any other client against the account's
   * untrusted total, whose pause therefore never reaches the browsers the owner signed in on.
   */
  async reserveLogin(email: string, ip: string, device: string | null): Promise<void> {
    const account = accountKey(email);
    await this.consumeAll(
      [
        [this.loginAccountIp, `${account}:${ip}`],
        [this.loginIp, ip],
        device ? [this.loginDevice, device] : [this.loginAccount, account],
      ],
      ErrorCode.TooManyAttempts,
      'login attempts',
    );
  }

  /** A successful login clears the account's failures from this address (and device) and gives the attempt back. */
  async loginSucceeded(email: string, ip: string, device: string | null): Promise<void> {
    const account = accountKey(email);
    await Promise.all([
      this.loginAccountIp.delete(`${account}:${ip}`),
      this.loginIp.reward(ip, 1),
      device ? this.loginDevice.delete(device) : this.loginAccount.reward(account, 1),
    ]);
  }

  registration(ip: string): Promise<void> {
    return this.consumeAll(
      [[this.register, ip]],
      ErrorCode.TooManyAttempts,
      'sign-up attempts from this network',
    );
  }

  resendFromIp(ip: string): Promise<void> {
    return this.consumeAll([[this.resendIp, ip]], ErrorCode.RateLimited, 'verification e-mail requests');
  }

  uploads(userId: number): Promise<void> {
    return this.consumeAll([[this.uploadMember, String(userId)]], ErrorCode.RateLimited, 'uploads');
  }

  /**
   * One resend per address per minute, whether or not an account has it (so the work is the same either way);
   * quietly false beyond that, so the answer reveals nothing.
   */
  async resendForAddress(email: string): Promise<boolean> {
    try {
      await this.resendAccount.consume(accountKey(email));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
