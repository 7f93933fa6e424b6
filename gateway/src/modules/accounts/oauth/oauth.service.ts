import { type Config, redisKey } from '@koalarent/core';
import { generateState } from 'arctic';
import type { Redis } from 'ioredis';
import {
  configuredProviders,
  generateCodeVerifier,
  type ProviderClient,
  type ProviderName,
} from './providers.js';

interface PendingAuth {
  provider: ProviderName;
  codeVerifier: string;
  returnTo: string;
}

/** Only same-site paths: "/x" yes, "//evil.com" and "https://evil.com" no. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

/**
 * Social sign-in with arctic. The state and PKCE verifier live in Redis for ten minutes, bound to the browser
 * by a cookie holding the state, so a callback from another browser or a replayed one is refused.
 */
export class OAuthService {
  private readonly clients: Partial<Record<ProviderName, ProviderClient>>;

  constructor(
    config: Config,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.clients = configuredProviders(config);
  }

  configured(): ProviderName[] {
    return Object.keys(this.clients) as ProviderName[];
  }

  client(provider: ProviderName): ProviderClient | undefined {
    return this.clients[provider];
  }

  async begin(provider: ProviderName, returnTo: unknown): Promise<{ url: URL; state: string } | null> {
    const client = this.clients[provider];
    if (!client) return null;
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const pending: PendingAuth = { provider, codeVerifier, returnTo: safeReturnTo(returnTo) };
    await this.redis.set(redisKey(this.prefix, 'oauth', state), JSON.stringify(pending), 'EX', 600);
    return { url: client.authorizationUrl(state, codeVerifier), state };
  }

  /** Takes the pending sign-in for this state (once). */
  async take(state: string): Promise<PendingAuth | null> {
    const key = redisKey(this.prefix, 'oauth', state);
    const raw = await this.redis.getdel(key);
    return raw ? (JSON.parse(raw) as PendingAuth) : null;
  }
}
