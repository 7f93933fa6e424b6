import { describe, expect, it } from 'vitest';
import { oauthErrorMessage, providerName } from './oauth-errors';

const t = (key: string, options?: { provider: string }) =>
  key === 'auth.providerNotConfigured'
    ? `${options?.provider} sign-in is not configured on this server.`
    : 'Social sign-in failed.';

describe('oauthErrorMessage', () => {
  it('names the provider', () => {
    expect(oauthErrorMessage('provider_not_configured', 'google', t)).toBe(
      'Google sign-in is not configured on this server.',
    );
    expect(oauthErrorMessage('provider_not_configured', 'facebook', t)).toBe(
      'Facebook sign-in is not configured on this server.',
    );
    expect(oauthErrorMessage('provider_not_configured', 'twitter', t)).toBe(
      'X sign-in is not configured on this server.',
    );
  });

  it('handles oauth_failed and ignores anything else', () => {
    expect(oauthErrorMessage('oauth_failed', null, t)).toBe('Social sign-in failed.');
    expect(oauthErrorMessage(null, 'google', t)).toBeNull();
    expect(oauthErrorMessage('other', null, t)).toBeNull();
  });

  it('only knows the three providers', () => {
    expect(providerName('GOOGLE')).toBe('Google');
    expect(providerName('constructor')).toBeNull();
    expect(providerName(null)).toBeNull();
  });
});
