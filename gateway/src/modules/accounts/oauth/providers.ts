import type { Config, ProviderProfile } from '@koalarent/core';
import { Facebook, Google, generateCodeVerifier, type OAuth2Tokens, Twitter } from 'arctic';

export const PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export function isProviderName(value: string): value is ProviderName {
  return (PROVIDERS as readonly string[]).includes(value);
}

export interface ProviderClient {
  authorizationUrl(state: string, codeVerifier: string): URL;
  exchange(code: string, codeVerifier: string): Promise<OAuth2Tokens>;
  profile(tokens: OAuth2Tokens): Promise<ProviderProfile>;
}

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`profile request failed: ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** Builds the clients whose credentials are configured; an unconfigured provider is simply absent. */
export function configuredProviders(config: Config): Partial<Record<ProviderName, ProviderClient>> {
  const redirect = (p: ProviderName) => `${config.publicUrl}/api/auth/${p}/callback`;
  const out: Partial<Record<ProviderName, ProviderClient>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    const google = new Google(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, redirect('google'));
    out.google = {
      authorizationUrl: (state, verifier) =>
        google.createAuthorizationURL(state, verifier, ['openid', 'profile', 'email']),
      exchange: (code, verifier) => google.validateAuthorizationCode(code, verifier),
      async profile(tokens) {
        const p = await getJson('https://openidconnect.googleapis.com/v1/userinfo', tokens.accessToken());
        return {
          id: String(p.sub),
          email: str(p.email),
          emailVerified: p.email_verified === true,
          name: str(p.name) ?? 'Google user',
          username: null,
          picture: str(p.picture),
        };
      },
    };
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    const facebook = new Facebook(
      config.FACEBOOK_CLIENT_ID,
      config.FACEBOOK_CLIENT_SECRET,
      redirect('facebook'),
    );
    out.facebook = {
      authorizationUrl: (state) => facebook.createAuthorizationURL(state, ['email', 'public_profile']),
      exchange: (code) => facebook.validateAuthorizationCode(code),
      async profile(tokens) {
        const p = await getJson(
          'https://graph.facebook.com/me?fields=id,name,email,picture',
          tokens.accessToken(),
        );
        // Facebook only returns addresses its users have confirmed.
        return {
          id: String(p.id),
          email: str(p.email),
          emailVerified: !!str(p.email),
          name: str(p.name) ?? 'Facebook user',
          username: null,
          picture: null,
        };
      },
    };
  }
  if (config.TWITTER_CLIENT_ID) {
    const twitter = new Twitter(
      config.TWITTER_CLIENT_ID,
      config.TWITTER_CLIENT_SECRET ?? null,
      redirect('twitter'),
    );
    out.twitter = {
      authorizationUrl: (state, verifier) =>
        twitter.createAuthorizationURL(state, verifier, ['users.read', 'tweet.read']),
      exchange: (code, verifier) => twitter.validateAuthorizationCode(code, verifier),
      async profile(tokens) {
        const body = await getJson(
          'https://api.twitter.com/2/users/me?user.fields=profile_image_url',
          tokens.accessToken(),
        );
        const p = (body.data ?? {}) as Record<string, unknown>;
        // X does not share e-mail addresses with OAuth 2 apps.
        return {
          id: String(p.id),
          email: null,
          emailVerified: false,
          name: str(p.name) ?? 'X user',
          username: str(p.username),
          picture: str(p.profile_image_url),
        };
      },
    };
  }
  return out;
}

export { generateCodeVerifier };
