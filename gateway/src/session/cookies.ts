import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '@koalarent/core';
import { REMEMBER_TTL_SECONDS } from '@koalarent/core';
import { serialize } from 'cookie';

export const SESSION_COOKIE = 'koala.sid';
/** Spec §4/§9: a script-readable marker that a session exists, valid 86400 s. Carries no secret. */
const MARKER_COOKIE = 'koalarent_session';
const MARKER_MAX_AGE_SECONDS = 86_400;
/** The browser's proof that an account signed in on it before (OWASP "device cookies", see device-cookies.ts). */
export const DEVICE_COOKIE = 'koala.device';
/** How long a device stays trusted after its last successful sign-in. */
export const DEVICE_TRUST_SECONDS = 180 * 86_400;

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[name] = part.slice(i + 1).trim();
    }
  }
  return out;
}

const SESSION_COOKIE_PREFIX = `${SESSION_COOKIE}=`;

/** The session cookie's value, found without parsing every cookie (this runs on every request). */
export function sessionIdFrom(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  let at = header.startsWith(SESSION_COOKIE_PREFIX) ? 0 : header.indexOf(`; ${SESSION_COOKIE_PREFIX}`);
  if (at < 0) return parseCookies(header)[SESSION_COOKIE];
  if (at > 0) at += 2;
  const start = at + SESSION_COOKIE_PREFIX.length;
  const end = header.indexOf(';', start);
  const value = header.slice(start, end < 0 ? undefined : end).trim();
  // Session ids are base64url: anything needing decoding is not one, and the careful parser decides.
  return /^[A-Za-z0-9_-]*$/.test(value) ? value : parseCookies(header)[SESSION_COOKIE];
}

/** Whether cookies get the Secure flag: COOKIE_SECURE decides, `auto` follows the request's own scheme. */
function secureFlag(secure: boolean, config: Config): boolean {
  if (config.COOKIE_SECURE === 'always') return true;
  if (config.COOKIE_SECURE === 'never') return false;
  return secure;
}

/** The HTTP exchange a session's cookies are written to: plain node:http objects, whichever door served it. */
export interface CookieJarTarget {
  res: ServerResponse;
  /** The request arrived over HTTPS (directly, or through a trusted proxy). */
  secure: boolean;
}

function appendCookie(res: ServerResponse, value: string): void {
  res.appendHeader('Set-Cookie', value);
}

export function setSessionCookies(
  http: CookieJarTarget,
  config: Config,
  id: string,
  remember: boolean,
): void {
  const secure = secureFlag(http.secure, config);
  appendCookie(
    http.res,
    serialize(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      // Without an expiry the cookie ends with the browser session.
      ...(remember
        ? { maxAge: REMEMBER_TTL_SECONDS, expires: new Date(Date.now() + REMEMBER_TTL_SECONDS * 1000) }
        : {}),
    }),
  );
  appendCookie(
    http.res,
    serialize(MARKER_COOKIE, '1', {
      httpOnly: false,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: MARKER_MAX_AGE_SECONDS,
      expires: new Date(Date.now() + MARKER_MAX_AGE_SECONDS * 1000),
    }),
  );
}

/**
 * The device cookie (see device-cookies.ts): httpOnly, sent only on the site's own requests, and kept for the
 * trust period whether or not the session is remembered. Logging out leaves it: the browser is still the owner's.
 */
export function setDeviceCookie(http: CookieJarTarget, config: Config, value: string): void {
  appendCookie(
    http.res,
    serialize(DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureFlag(http.secure, config),
      path: '/',
      maxAge: DEVICE_TRUST_SECONDS,
      expires: new Date(Date.now() + DEVICE_TRUST_SECONDS * 1000),
    }),
  );
}

export function clearSessionCookies(http: CookieJarTarget, config: Config): void {
  const secure = secureFlag(http.secure, config);
  const gone = new Date(0);
  appendCookie(
    http.res,
    serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: gone }),
  );
  appendCookie(http.res, serialize(MARKER_COOKIE, '', { sameSite: 'lax', secure, path: '/', expires: gone }));
}
