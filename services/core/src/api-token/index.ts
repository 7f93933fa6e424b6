export * from './api-token.entity.js';
export * from './api-token.secret.js';
export * from './commands/index.js';
export * from './queries/api-token.queries.js';
