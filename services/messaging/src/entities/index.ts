export * from './email-delivery.entity.js';
export * from './email-preferences.entity.js';
export * from './message.entity.js';
export * from './push-subscription.entity.js';
