import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../shared/i18n/i18n';
import { oauthErrorMessage, providerName } from './oauth-errors';

// The shell's English strings are bundled; other languages are fetched on demand.
const t = i18n.getFixedT('en');
beforeAll(() => loadLanguage('es'));

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
    expect(oauthErrorMessage('provider_not_configured', 'myspace', t)).toBe(
      'Social sign-in is not configured on this server.',
    );
  });

  it("speaks the reader's language", () => {
    const es = i18n.getFixedT('es');
    expect(oauthErrorMessage('provider_not_configured', 'google', es)).toBe(
      'El inicio de sesión con Google no está configurado en este servidor.',
    );
    expect(oauthErrorMessage('provider_not_configured', null, es)).toBe(
      'El inicio de sesión con redes sociales no está configurado en este servidor.',
    );
  });

  it('handles oauth_failed and ignores anything else', () => {
    expect(oauthErrorMessage('oauth_failed', null, t)).toBe(
      'Social sign-in failed. Please try again or use your e-mail and password.',
    );
    expect(oauthErrorMessage(null, 'google', t)).toBeNull();
    expect(oauthErrorMessage('other', null, t)).toBeNull();
  });

  it('only knows the three providers', () => {
    expect(providerName('GOOGLE')).toBe('Google');
    expect(providerName('constructor')).toBeNull();
    expect(providerName(null)).toBeNull();
  });
});
