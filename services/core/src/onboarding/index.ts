export * from './onboarding.commands.js';
export * from './onboarding.entity.js';
export * from './onboarding.queries.js';
export * from './recommendations.queries.js';
