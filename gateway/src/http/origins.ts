import type { IncomingMessage } from 'node:http';

/**
 * Whether an Origin header names this site: the configured public URL, or the host the request was sent to
 * (either scheme: a proxy may terminate TLS, and the same host is the same server).
 */
function isOwnOrigin(origin: string, publicUrl: string, host: string | undefined): boolean {
  if (origin === publicUrl) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && host !== undefined && url.host === host;
}

/**
 * The WebSocket upgrade check: a browser always sends Origin on a WebSocket handshake and never applies CORS to
 * it, so a foreign Origin is a page on another site riding the member's cookie (cross-site WebSocket hijacking).
 * Clients that send no Origin are not browsers and carry no ambient cookie; they are let through.
 */
export function isAllowedUpgrade(req: IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return isOwnOrigin(origin, publicUrl, req.headers.host);
}
