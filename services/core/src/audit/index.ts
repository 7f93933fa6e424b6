export * from './admin-signals.js';
export * from './audit.queries.js';
export * from './audit-entry.entity.js';
export * from './record-audit.js';
