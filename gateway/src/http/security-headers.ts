import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Stripe.js and its Elements (https://docs.stripe.com/security/guide#content-security-policy): the script, its API
 * calls, and the frames of the card field and of 3-D Secure.
 */
const STRIPE_SCRIPT = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPT, 'https://hooks.stripe.com'];

/**
 * The content security policy for the web app: Vite's output has no inline script; Chakra/emotion inject inline
 * styles. Stripe's origins only when the app pays through Stripe (`stripe`); in demo mode nothing of Stripe's may load.
 */
export function contentSecurityPolicy(
  publicUrl: string,
  imageOrigin: string | null = null,
  mapTilesUrl: string | null = null,
  stripe = false,
): Record<string, string[]> {
  // CSP 'self' covers same-origin WebSockets in current browsers; the explicit ws(s) origin covers older ones.
  const socketOrigin = publicUrl.replace(/^http/, 'ws');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? STRIPE_SCRIPT : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Profile pictures from social sign-in are served by the providers.
    // An S3-compatible store may serve item images from its own origin, plain http for a local one.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(imageOrigin ? [imageOrigin] : [])],
    'font-src': ["'self'", 'data:'],
    // Issue 24 §3: the search map's basemap, when the operator names one (MAP_TILES_URL); else nothing leaves.
    'connect-src': [
      "'self'",
      socketOrigin,
      ...(mapTilesUrl ? [new URL(mapTilesUrl).origin] : []),
      ...(stripe ? STRIPE_CONNECT : []),
    ],
    ...(stripe ? { 'frame-src': STRIPE_FRAMES } : {}),
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
export function securityHeaders(options: {
  publicUrl: string;
  landingPage: boolean;
  imageOrigin?: string | null;
  MAP_TILES_URL?: string | undefined;
  /** Set with STRIPE_SECRET_KEY (the config refuses one without the other): the card field is Stripe Elements. */
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
}): RequestHandler[] {
  const common = {
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } as const;
  const withCsp = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(
        options.publicUrl,
        options.imageOrigin,
        options.MAP_TILES_URL ?? null,
        Boolean(options.STRIPE_PUBLISHABLE_KEY),
      ),
    },
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
 * The security headers of a JSON answer (GraphQL and the REST shims on the fast lane). A JSON body is never
 * rendered as a page, so its policy is the strictest one, `default-src 'none'` (OWASP's advice for APIs), and
 * the web app's long policy and helmet's document-only headers are left to the pages: smaller answers, the same
 * protection (no sniffing, no framing, not readable cross-origin without CORS).
 */
export const API_SECURITY_HEADERS: [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
];
