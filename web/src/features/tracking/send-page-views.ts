import type { PageView } from './page-view';
import type { Transport } from './page-view-reporter';

/** The REST door of trackPageViews (it only enqueues, and answers 202). */
export const TRACKING_ENDPOINT = '/api/tracking/events';

export interface Network {
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: string) => boolean;
}

function browserNetwork(): Network {
  const network: Network = {};
  if (typeof fetch === 'function') network.fetch = fetch.bind(globalThis);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function')
    network.sendBeacon = navigator.sendBeacon.bind(navigator);
  return network;
}

/**
 * Sends one batch without anyone waiting for it. A page being left uses the beacon, which the browser delivers
 * after the page is gone (as text/plain JSON, which the endpoint accepts); if the browser refuses the beacon, or
 * while the page lives, a keepalive fetch carries it instead. Failures (offline, 429 when a session reports too
 * much) are dropped: tracking is best effort and never surfaces to the visitor.
 */
export function sendPageViews(
  views: PageView[],
  transport: Transport,
  network: Network = browserNetwork(),
): void {
  if (views.length === 0) return;
  const body = JSON.stringify({ events: views });
  if (transport === 'beacon' && network.sendBeacon) {
    try {
      if (network.sendBeacon(TRACKING_ENDPOINT, body)) return;
    } catch {
      // Fall through to fetch.
    }
  }
  if (!network.fetch) return;
  try {
    void network
      .fetch(TRACKING_ENDPOINT, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body,
      })
      // The answer is read to its end although nothing uses it: until its body is drained, Chromium does not
      // count the request as finished, so DevTools and Lighthouse saw it in flight for as long as the page lived
      // (Lighthouse then waited out its 45 s limit for the network to go quiet: "The page loaded too slowly").
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  } catch {
    // A synchronous refusal (the keepalive quota is full): dropped, like any failed batch.
  }
}
