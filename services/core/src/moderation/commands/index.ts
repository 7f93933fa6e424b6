export * from './block-user.js';
export * from './create-report.js';
export * from './resolve-report.js';
