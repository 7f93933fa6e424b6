import type { Redis } from 'ioredis';
import type { Config } from '../config/env.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../logging/logger.js';
import type { OutboxRelay } from '../outbox/relay.js';

/** What every job handler of a worker process receives. */
export interface WorkerDeps {
  config: Config;
  logger: Logger;
  orm: Orm;
  /** For commands and publishing (not the blocking BullMQ connection). */
  redis: Redis;
  relay: OutboxRelay;
}
