/** Display names of the social providers as the server names them in `provider=`. */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X',
  x: 'X',
};

export function providerName(id: string | null): string | null {
  if (!id) return null;
  return Object.hasOwn(PROVIDER_NAMES, id.toLowerCase()) ? (PROVIDER_NAMES[id.toLowerCase()] ?? null) : null;
}

type Translate = (
  key: 'auth.providerNotConfigured' | 'auth.oauthFailed' | 'auth.socialProvider',
  options?: { provider: string },
) => string;

/**
 * The message for the `error=` the social sign-in callback sends back to /auth:
 * provider_not_configured (with provider=) or oauth_failed.
 */
export function oauthErrorMessage(
  error: string | null,
  provider: string | null,
  t: Translate,
): string | null {
  if (error === 'provider_not_configured') {
    return t('auth.providerNotConfigured', { provider: providerName(provider) ?? t('auth.socialProvider') });
  }
  if (error === 'oauth_failed') return t('auth.oauthFailed');
  return null;
}
