export { APP_PROCESSES, appProcessSpecs, startApp } from './launcher/app.js';
export { prepareDatabase } from './launcher/database.js';
export { createLinePrefixer, formatPrefix, shouldUseColor } from './launcher/log-prefix.js';
export { createLogger, type Logger, quietLogger } from './launcher/logger.js';
export {
  findFreePort,
  isPortFree,
  localUrl,
  parsePort,
  redactUrl,
  waitForHttpOk,
  withDatabase,
} from './launcher/ports.js';
export {
  assertDatabaseAnswers,
  dropDatabase,
  EMBEDDED_PG_DEFAULT_PORT,
  ensureDatabase,
  startEmbeddedPostgres,
  withClient,
} from './launcher/postgres.js';
export { ProcessGroup, type ProcessSpec } from './launcher/processes.js';
export { decideRedis, pingRedis, resolveRedis } from './launcher/redis.js';
export { repoRoot } from './paths.js';
export {
  ensureSuperAdmin,
  type SeedOptions,
  type SeedResult,
  seedDemoData,
  seedEntities,
} from './seed/index.js';
export { resolveTestServices, type TestServices } from './test-services.js';
