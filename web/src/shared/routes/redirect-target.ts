import { PATHS } from './paths';

/**
 * Accepts only same-site paths: one leading '/', not '//' or '/\' (protocol-relative URLs), no
 * control characters. Returns the normalised path (pathname + search + hash) or null.
 */
export function sanitizeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const candidate = value.trim();
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  try {
    const base = 'https://koalarent.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** Named `redirect=` values used by the spec (list-item, profile). */
const NAMED_REDIRECTS: Record<string, string> = {
  'list-item': PATHS.listItem,
  profile: PATHS.profile,
};

/**
 * Where /auth sends the user after signing in (spec §2): returnTo, else redirectTo, else a named
 * redirect, else home. Unsafe values are ignored.
 */
export function resolveAuthTarget(params: URLSearchParams): string {
  const explicit =
    sanitizeRedirectPath(params.get('returnTo')) ?? sanitizeRedirectPath(params.get('redirectTo'));
  if (explicit) return explicit;
  const named = params.get('redirect');
  if (named && Object.hasOwn(NAMED_REDIRECTS, named)) return NAMED_REDIRECTS[named] ?? PATHS.home;
  return PATHS.home;
}

/** The current location as a path, for `returnTo` parameters. */
export function currentPath(location: { pathname: string; search: string; hash?: string }): string {
  return `${location.pathname}${location.search}${location.hash ?? ''}`;
}
