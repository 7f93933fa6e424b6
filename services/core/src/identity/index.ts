export * from './commands/index.js';
export * from './identity-check.entity.js';
export * from './identity-check.queries.js';
export * from './remove-decided-identity-documents.js';
