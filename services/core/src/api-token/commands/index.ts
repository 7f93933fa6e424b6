export * from './create-api-token.js';
export * from './revoke-api-token.js';
