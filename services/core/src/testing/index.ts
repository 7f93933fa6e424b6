export { createDatabaseFromTemplate, uniqueRedisPrefix } from './test-database.js';
