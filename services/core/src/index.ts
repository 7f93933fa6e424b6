import 'reflect-metadata';

export * from './api-token/index.js';
export * from './audit/index.js';
export * from './category/category.entity.js';
export * from './commands/index.js';
export {
  adminCredentials,
  type Config,
  ConfigError,
  DEMO_ADMIN,
  EnvSchema,
  loadConfig,
} from './config/env.js';
export { repoRoot } from './config/paths.js';
export * from './contracts/index.js';
export {
  createOrm,
  type DatabaseTimeouts,
  DEFAULT_DATABASE_TIMEOUTS,
  databaseTimeouts,
  type EntityManager,
  type Orm,
  type OrmOptions,
  ormConfig,
  pgConnectionOptions,
  runMigrations,
} from './db/orm.js';
export {
  connectionSurvives,
  createPgPool,
  type PgPool,
  type PgPoolClient,
  type PgPoolOptions,
} from './db/pg-pool.js';
export { run, sql } from './db/sql.js';
export { coreEntities } from './entities.js';

export * from './events/event-map.js';
export * from './events/subscriptions.js';
export * from './favorite/favorite.commands.js';
export * from './favorite/favorite.entity.js';
export * from './geo/gazetteer.js';
export * from './identity/index.js';
export * from './item/catalog-counts.js';
export * from './item/commands/index.js';
export * from './item/item.entity.js';
export * from './item/item.queries.js';
export * from './item/search/index.js';
export * from './item/sitemap.queries.js';
export * from './jobs/core-jobs.js';
export * from './jobs/remove-unattached-uploads.job.js';
export { createLogger, type Logger } from './logging/logger.js';
export * from './moderation/index.js';
export * from './money/minor-units.type.js';
export * from './money/money.js';
export * from './onboarding/index.js';
export * from './outbox/outbox.js';
export * from './outbox/outbox-event.entity.js';
export * from './outbox/relay.js';
export * from './paging/id-cursor.js';
export * from './queues/queues.js';
export * from './realtime/topics.js';
export * from './redis/redis.js';
export * from './session/session-store.js';
export * from './uploads/index.js';
export * from './user/commands/index.js';
export * from './user/email-verification-token.entity.js';
export * from './user/member-change-listener.js';
export * from './user/member-snapshot.js';
export * from './user/oauth-account.entity.js';
export * from './user/password.js';
export * from './user/password-reset-token.entity.js';
export * from './user/super-admin.js';
export * from './user/user.entity.js';
export * from './user/verification-token.js';
export * from './worker/job-registry.js';
export * from './worker/run-worker.js';
export type { WorkerDeps } from './worker/worker-deps.js';
export { coreWorker } from './worker.js';
