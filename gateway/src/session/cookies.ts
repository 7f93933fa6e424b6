import type { IncomingMessage } from 'node:http';
import type { Config } from '@koalarent/core';
import { REMEMBER_TTL_SECONDS } from '@koalarent/core';
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'koala.sid';
/** Spec §4/§9: a script-readable marker that a session exists, valid 86400 s. Carries no secret. */
export const MARKER_COOKIE = 'koalarent_session';
export const MARKER_MAX_AGE_SECONDS = 86_400;

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

export function sessionIdFrom(req: IncomingMessage): string | undefined {
  return parseCookies(req.headers.cookie)[SESSION_COOKIE];
}

function isSecure(req: Request, config: Config): boolean {
  if (config.COOKIE_SECURE === 'always') return true;
  if (config.COOKIE_SECURE === 'never') return false;
  return req.secure;
}

export function setSessionCookies(
  req: Request,
  res: Response,
  config: Config,
  id: string,
  remember: boolean,
): void {
  const secure = isSecure(req, config);
  res.cookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    // Without maxAge the cookie ends with the browser session.
    ...(remember ? { maxAge: REMEMBER_TTL_SECONDS * 1000 } : {}),
  });
  res.cookie(MARKER_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: MARKER_MAX_AGE_SECONDS * 1000,
  });
}

export function clearSessionCookies(req: Request, res: Response, config: Config): void {
  const secure = isSecure(req, config);
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  res.clearCookie(MARKER_COOKIE, { sameSite: 'lax', secure, path: '/' });
}
