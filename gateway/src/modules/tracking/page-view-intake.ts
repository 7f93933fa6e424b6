import { createHash } from 'node:crypto';
import { createQueue, DomainError, ErrorCode, redisKey } from '@koalarent/core';
import { enqueuePageViewJob, preparePageViews } from '@koalarent/tracking/client';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayContext } from '../../context.js';
import type { GatewayDeps } from '../../deps.js';

const TOO_MANY = 'Too many page views. Please slow down and try again shortly.';

/**
 * The gateway's side of page-view tracking: a rate limit per session (per IP when signed out) and the `tracking`
 * queue. Made once per gateway process, on first use.
 */
class PageViewIntake {
  private readonly queue: ReturnType<typeof createQueue>;
  private readonly limiter: RateLimiterRedis;

  constructor(deps: GatewayDeps) {
    this.queue = createQueue('tracking', deps.redis, deps.config.REDIS_PREFIX);
    const points = deps.config.TRACKING_EVENTS_PER_MINUTE;
    this.limiter = new RateLimiterRedis({
      storeClient: deps.redis,
      keyPrefix: redisKey(deps.config.REDIS_PREFIX, 'rl', 'page-views'),
      points,
      duration: 60,
      // A caller over the limit is refused from this process' memory until its minute is over: a flood costs
      // neither Redis nor anyone else a round trip.
      inMemoryBlockOnConsumed: points,
    });
  }

  /** Counts `count` views against the caller (at least one point per call, so empty calls count too). */
  private async consume(ctx: GatewayContext, count: number): Promise<void> {
    const points = Math.max(count, 1);
    // Session ids stay out of Redis keys (a key listing would hand them out).
    const key = ctx.sessionId
      ? `s:${createHash('sha256').update(ctx.sessionId).digest('hex').slice(0, 32)}`
      : `ip:${ctx.ipAddress}`;
    try {
      await this.limiter.consume(key, points);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new DomainError(ErrorCode.RateLimited, {
        message: TOO_MANY,
        retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      });
    }
  }

  /**
   * Validation (bad input is a 400 and costs nothing), the rate limit, then one job on the queue; returns how many
   * views were queued.
   */
  async accept(ctx: GatewayContext, events: unknown): Promise<number> {
    const data = preparePageViews(ctx.viewer?.id ?? null, events);
    await this.consume(ctx, data?.views.length ?? 0);
    if (data) await enqueuePageViewJob(this.queue, data);
    return data?.views.length ?? 0;
  }
}

const intakes = new WeakMap<GatewayDeps, PageViewIntake>();

export function pageViewIntake(deps: GatewayDeps): PageViewIntake {
  let intake = intakes.get(deps);
  if (!intake) {
    intake = new PageViewIntake(deps);
    intakes.set(deps, intake);
  }
  return intake;
}
