export * from './decide-identity-check.js';
export * from './submit-identity-check.js';
