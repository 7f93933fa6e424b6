import type { Config, Logger, Orm, OutboxRelay } from '@koalarent/core';
import type { Redis } from 'ioredis';
import type { RedisPubSub } from './graphql/redis-pubsub.js';
import type { LoginThrottle } from './modules/accounts/login-throttle.js';
import type { OAuthService } from './modules/accounts/oauth/oauth.service.js';
import type { RateLimiter } from './modules/accounts/rate-limiter.js';
import type { SessionStore } from './session/session-store.js';

/** The long-lived collaborators of one gateway process, built once at start and shared by every request. */
export interface GatewayDeps {
  config: Config;
  logger: Logger;
  orm: Orm;
  redis: Redis;
  sessions: SessionStore;
  throttle: LoginThrottle;
  rateLimiter: RateLimiter;
  relay: OutboxRelay;
  pubsub: RedisPubSub;
  oauth: OAuthService;
}
