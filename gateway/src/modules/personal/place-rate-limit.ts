import type { GatewayContext } from '../../context.js';
import { gatewayLimiter } from '../../http/gateway-limiter.js';

/**
 * Place names and nearby items are public and cheap, but each is a request a script could repeat without end
 * (walking the globe through reverse lookups, scraping the catalogue by position). A member typing in a location
 * field (one suggestion request per pause) or opening pages stays far below this; a script is stopped within a
 * minute. Counted per member when signed in, else per address.
 */
const PLACE_CALLS_PER_WINDOW = 300;
const PLACE_WINDOW_SECONDS = 60;

// Public reads: with Redis down they are counted in the process and keep answering (issue 20 §4).
const limiter = gatewayLimiter('places', PLACE_CALLS_PER_WINDOW, PLACE_WINDOW_SECONDS, {
  inProcessWhenRedisFails: true,
});

/** Counts one place or nearby call: over the limit, RATE_LIMITED (429 with Retry-After). */
export async function reservePlaceCall(ctx: GatewayContext): Promise<void> {
  const key = ctx.viewer ? `m:${ctx.viewer.id}` : `ip:${ctx.ipAddress}`;
  await limiter.consume(
    ctx.deps,
    key,
    (seconds) =>
      `Too many location requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
}
