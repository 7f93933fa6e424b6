import type { GatewayDeps } from '../../deps.js';
import { gatewayLimiter } from '../../http/gateway-limiter.js';

/** Issue 9 §1: a per-sender limit. A person typing sends far fewer; a script sending more is stopped quickly. */
export const MESSAGES_PER_WINDOW = 10;
const MESSAGE_WINDOW_SECONDS = 20;

function tooFastMessage(seconds: number): string {
  return `You are sending messages too fast. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

const limiter = gatewayLimiter('message-sender', MESSAGES_PER_WINDOW, MESSAGE_WINDOW_SECONDS);

/** Counts one message of `senderId` before it is sent: over the limit, RATE_LIMITED saying how long to wait. */
export async function reserveMessage(deps: GatewayDeps, senderId: number): Promise<void> {
  await limiter.consume(deps, String(senderId), tooFastMessage);
}

/** A message the service refused was not sent: it gives its point back, so a typo does not use up the allowance. */
export async function releaseMessage(deps: GatewayDeps, senderId: number): Promise<void> {
  await limiter.reward(deps, String(senderId));
}
