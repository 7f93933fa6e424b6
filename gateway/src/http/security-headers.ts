import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The content security policy for the web app: Vite's output has no inline script; Chakra/emotion inject inline styles. */
export function contentSecurityPolicy(publicUrl: string): Record<string, string[]> {
  // CSP 'self' covers same-origin WebSockets in current browsers; the explicit ws(s) origin covers older ones.
  const socketOrigin = publicUrl.replace(/^http/, 'ws');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Profile pictures from social sign-in are served by the providers.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", socketOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/**
 * Security headers on every response (helmet), HSTS only on a request that arrived over HTTPS (behind a proxy,
 * only when TRUST_PROXY lets Express believe X-Forwarded-Proto), and no CSP header on Apollo's development
 * landing page at GET /graphql, which loads from Apollo's CDN and carries its own nonce-based policy.
 */
export function securityHeaders(options: { publicUrl: string; landingPage: boolean }): RequestHandler[] {
  const common = {
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } as const;
  const withCsp = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.publicUrl) },
  });
  const withoutCsp = helmet({ ...common, contentSecurityPolicy: false });
  const hsts = helmet.strictTransportSecurity({ maxAge: 180 * 24 * 3600 });
  return [
    (req: Request, res: Response, next: NextFunction) => {
      const landing = options.landingPage && req.method === 'GET' && req.path === '/graphql';
      (landing ? withoutCsp : withCsp)(req, res, next);
    },
    (req: Request, res: Response, next: NextFunction) => (req.secure ? hsts(req, res, next) : next()),
  ];
}

/** Answers carrying a member's data must not be kept by the browser or any cache on the way. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/**
 * The headers `securityHeaders` sets on an ordinary plain-HTTP response, computed once by running it against a
 * recording response: the fast lane sends these without running helmet per request.
 */
export function staticSecurityHeaders(options: {
  publicUrl: string;
  landingPage: boolean;
}): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase());
    },
  } as unknown as Response;
  const request = { method: 'POST', path: '/graphql', secure: false, headers: {} } as unknown as Request;
  for (const middleware of securityHeaders(options)) middleware(request, recorder, () => {});
  return [...headers];
}
