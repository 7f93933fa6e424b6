// Browser-safe contracts: only zod and plain data. The web app imports this entry point and nothing else
// from the server packages.
export * from './admin-user.schema.js';
export * from './api-token.schema.js';
export * from './auth.schema.js';
export * from './availability.schema.js';
export * from './booking.schema.js';
export * from './booking-request.schema.js';
export * from './choice-cookies.js';
export * from './currency.js';
export * from './errors.js';
export * from './i18n.js';
export * from './identity-check.schema.js';
export * from './item.schema.js';
export * from './json-body.schema.js';
export * from './moderation.schema.js';
export * from './money.js';
export * from './onboarding.schema.js';
export * from './ranks.js';
export * from './request.schema.js';
export * from './search-dates.schema.js';
export * from './text.js';
