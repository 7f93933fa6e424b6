import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { redisKey } from '@koalarent/core';
import type { Redis } from 'ioredis';
import { DEVICE_TRUST_SECONDS } from '../../session/cookies.js';

/** A browser shared by a family keeps a token for each of its last few accounts. */
const MAX_TOKENS = 5;
const SEPARATOR = '~';

/**
 * Device tokens: `nonce.issuedAt.mac`, the MAC an HMAC-SHA256 of the account (its e-mail's key, as the login
 * limits name it), the nonce and the time, so a token is good for the account it was issued to only and cannot be
 * made or stretched by the browser. The signing key is made once, at random, and kept in Redis, where every
 * gateway finds the same one: no secret to configure, none shipped as a default. Losing it (a flushed Redis)
 * only makes every browser a stranger until its next sign-in.
 */
export class DeviceCookies {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private signingKey(): Promise<Buffer> {
    this.key ??= (async () => {
      const name = redisKey(this.prefix, 'login-device-key');
      await this.redis.set(name, randomBytes(32).toString('base64url'), 'NX');
      const stored = await this.redis.get(name);
      if (!stored) throw new Error('device cookie key missing in Redis');
      return Buffer.from(stored, 'base64url');
    })().catch((error: unknown) => {
      // A Redis failure is not remembered: the next sign-in asks again.
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async mac(account: string, nonce: string, issuedAt: number): Promise<string> {
    return createHmac('sha256', await this.signingKey())
      .update(`${account}.${nonce}.${issuedAt}`)
      .digest('base64url');
  }

  /** The nonce of this cookie's token for `account` when it is genuine and still within its trust period. */
  async trustedDevice(cookieValue: string | undefined, account: string): Promise<string | null> {
    if (!cookieValue) return null;
    const now = Math.floor(Date.now() / 1000);
    for (const token of cookieValue.split(SEPARATOR).slice(0, MAX_TOKENS)) {
      const [nonce, issued, mac] = token.split('.');
      const issuedAt = Number(issued);
      if (!nonce || !mac || !Number.isInteger(issuedAt)) continue;
      if (issuedAt > now + 60 || now - issuedAt > DEVICE_TRUST_SECONDS) continue;
      const expected = Buffer.from(await this.mac(account, nonce, issuedAt));
      const given = Buffer.from(mac);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
    }
    return null;
  }

  /**
   * The cookie's next value after `account` signed in: a fresh token for it first, then the browser's other
   * accounts' tokens (its own old one dropped), at most five. Tokens are not checked here: a forged one is
   * refused wherever it is read.
   */
  async issue(cookieValue: string | undefined, account: string): Promise<string> {
    const nonce = randomBytes(16).toString('base64url');
    const issuedAt = Math.floor(Date.now() / 1000);
    const fresh = `${nonce}.${issuedAt}.${await this.mac(account, nonce, issuedAt)}`;
    const own = await this.trustedDevice(cookieValue, account);
    const others = (cookieValue ?? '')
      .split(SEPARATOR)
      .filter(
        (token) => /^[\w-]+\.\d+\.[\w-]+$/.test(token) && (own === null || !token.startsWith(`${own}.`)),
      );
    return [fresh, ...others].slice(0, MAX_TOKENS).join(SEPARATOR);
  }
}
