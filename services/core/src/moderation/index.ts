export * from './commands/index.js';
export * from './queries/moderation.queries.js';
export * from './report.entity.js';
export * from './user-block.entity.js';
