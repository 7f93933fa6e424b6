import { randomBytes } from 'node:crypto';
import { type Config, type EntityManager, OAuthAccount, redisKey, User } from '@koalarent/core';
import { generateState } from 'arctic';
import type { Redis } from 'ioredis';
import {
  configuredProviders,
  generateCodeVerifier,
  type ProviderClient,
  type ProviderName,
  type ProviderProfile,
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

  /** Finds the account linked to this provider identity, links by verified e-mail, or creates one. */
  async findOrCreateUser(em: EntityManager, provider: ProviderName, profile: ProviderProfile): Promise<User> {
    const link = await em.findOne(
      OAuthAccount,
      { provider, providerUserId: profile.id },
      { populate: ['user'] },
    );
    if (link) return link.user.getEntity();
    // Only an address the provider has verified is trusted: to link, and as the new account's e-mail.
    const trustedEmail = profile.email && profile.emailVerified ? profile.email.toLowerCase() : null;
    return em.transactional(async (tx) => {
      let user = trustedEmail ? await tx.findOne(User, { email: trustedEmail }) : null;
      if (!user) {
        const base =
          (profile.username ?? profile.name)
            .toLowerCase()
            .replace(/[^a-z0-9_.-]/g, '')
            .slice(0, 20) || provider;
        let username = base.length >= 3 ? base : `${base}${provider}`;
        while (await tx.count(User, { username: { $ilike: username } }))
          username = `${base}-${randomBytes(2).toString('hex')}`;
        user = tx.create(User, {
          username,
          fullName: profile.name.slice(0, 100),
          // Without a verified address (X never shares one) the account gets a non-deliverable placeholder
          // the member can change later; the provider has vouched for the identity either way.
          email: trustedEmail ?? `${provider}-${profile.id}@users.invalid`.toLowerCase(),
          profileImage: profile.picture,
          isVerified: true,
          emailVerifiedAt: trustedEmail ? new Date() : null,
        });
      }
      tx.create(OAuthAccount, { user, provider, providerUserId: profile.id });
      return user;
    });
  }
}
