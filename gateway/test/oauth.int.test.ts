import { signInWithProvider } from '@koalarent/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, makeVerifiedUser, startStack, type TestStack } from './harness.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({
    GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    TWITTER_CLIENT_ID: 'test-x-client',
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe('social sign-in with a configured provider', () => {
  it('tells the web app which providers are configured', async () => {
    const res = await new Client(stack.baseUrl).graphql<{ appConfig: { socialProviders: string[] } }>(
      '{ appConfig { socialProviders } }',
    );
    expect(res.body.data?.appConfig.socialProviders.sort()).toEqual(['google', 'twitter']);
  });

  it('starts Google sign-in with state and PKCE, bound to the browser by a cookie', async () => {
    const res = await fetch(`${stack.baseUrl}/api/auth/google?returnTo=/my-rentals`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:4000/api/auth/google/callback');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toContain('email');
    const state = location.searchParams.get('state');
    expect(state).toBeTruthy();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('koala.oauth_state='));
    expect(cookie).toContain(`koala.oauth_state=${state}`);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('refuses a callback whose state does not match this browser, without signing anyone in', async () => {
    const start = await fetch(`${stack.baseUrl}/api/auth/twitter`, { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const forged = await fetch(`${stack.baseUrl}/api/auth/twitter/callback?state=${state}&code=abc`, {
      redirect: 'manual',
      headers: { cookie: 'koala.oauth_state=someone-else' },
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/auth?error=oauth_failed&provider=twitter');
    expect(forged.headers.getSetCookie().some((c) => c.startsWith('koala.sid='))).toBe(false);
  });

  it('still says "not configured" for a provider without credentials, and 404s unknown ones', async () => {
    const facebook = await fetch(`${stack.baseUrl}/api/auth/facebook`, { redirect: 'manual' });
    expect(facebook.headers.get('location')).toBe('/auth?error=provider_not_configured&provider=facebook');
    const unknown = await fetch(`${stack.baseUrl}/api/auth/myspace`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
  });
});

describe('accounts from provider profiles', () => {
  const profile = (over: Record<string, unknown>) => ({
    id: 'p-1',
    email: null,
    emailVerified: false,
    name: 'Pat Provider',
    username: null,
    picture: null,
    ...over,
  });

  it('links a verified provider e-mail to the existing account, then finds it by the link', async () => {
    const member = await makeVerifiedUser(stack);
    const { orm } = stack.gateway.deps;
    const linked = await signInWithProvider(
      orm.em.fork(),
      'google',
      profile({ id: 'g-42', email: member.email.toUpperCase(), emailVerified: true }),
    );
    expect(linked.id).toBe(member.id);
    const again = await signInWithProvider(
      orm.em.fork(),
      'google',
      profile({ id: 'g-42', email: 'changed@example.com' }),
    );
    expect(again.id).toBe(member.id);
  });

  it('does not link by an unverified e-mail, and gives X accounts a placeholder address', async () => {
    const member = await makeVerifiedUser(stack);
    const { orm } = stack.gateway.deps;
    const separate = await signInWithProvider(
      orm.em.fork(),
      'facebook',
      profile({ id: 'f-7', email: member.email, emailVerified: false, name: 'Someone Else' }),
    );
    expect(separate.id).not.toBe(member.id);
    expect(separate.email).toBe('facebook-f-7@users.invalid');
    const x = await signInWithProvider(
      orm.em.fork(),
      'twitter',
      profile({ id: 'x-9', username: 'koala_fan' }),
    );
    expect(x.email).toBe('twitter-x-9@users.invalid');
    expect(x.username).toBe('koala_fan');
    expect(x.isVerified).toBe(true);
  });
});
