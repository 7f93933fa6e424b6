import type { PaymentProvider } from '@koalarent/bookings/client';
import type { CommandBus, Config, ImageStore, Logger, Orm, OutboxRelay, SessionStore } from '@koalarent/core';
import type { Redis } from 'ioredis';
import type { RedisPubSub } from './graphql/redis-pubsub.js';
import type { OAuthService } from './modules/accounts/oauth/oauth.service.js';
import type { PasswordResetLimits } from './modules/accounts/password-reset-limits.js';
import type { RateLimits } from './modules/accounts/rate-limits.js';

/** The long-lived collaborators of one gateway process, built once at start and shared by every request. */
export interface GatewayDeps {
  config: Config;
  logger: Logger;
  orm: Orm;
  redis: Redis;
  sessions: SessionStore;
  rateLimits: RateLimits;
  passwordResetLimits: PasswordResetLimits;
  relay: OutboxRelay;
  /** Runs commands in the services' workers and waits for their answers. */
  commands: CommandBus;
  pubsub: RedisPubSub;
  /** Where uploaded images are stored (local disk by default). */
  images: ImageStore;
  oauth: OAuthService;
  /** The payment provider: the gateway tokenises a new card before a booking request is enqueued. */
  payments: PaymentProvider;
}
