import { ModerationMessages } from '@koalarent/core';
import type { GatewayDeps } from '../../deps.js';
import { gatewayLimiter } from '../../http/gateway-limiter.js';

/** Issue 26 §3: reports per member per hour. A member meets few bad actors; a script filing reports is stopped. */
const REPORTS_PER_WINDOW = 5;
const REPORT_WINDOW_SECONDS = 60 * 60;

const limiter = gatewayLimiter('report-sender', REPORTS_PER_WINDOW, REPORT_WINDOW_SECONDS);

const tooMany = (seconds: number) =>
  ModerationMessages.tooManyReports.replace('{{seconds}}', String(seconds));

/** Counts one report of `reporterId` before it is filed: over the limit, RATE_LIMITED saying how long to wait. */
export async function reserveReport(deps: GatewayDeps, reporterId: number): Promise<void> {
  await limiter.consume(deps, String(reporterId), tooMany);
}

/** A report the command refused (a duplicate, a typo in the id) was not filed: it gives its point back. */
export async function releaseReport(deps: GatewayDeps, reporterId: number): Promise<void> {
  await limiter.reward(deps, String(reporterId));
}
