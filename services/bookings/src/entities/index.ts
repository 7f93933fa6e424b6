export * from './booking.entity.js';
export * from './command-log.entity.js';
export * from './damage-claim.entity.js';
export * from './ledger-entry.entity.js';
export * from './payment-method.entity.js';
export * from './review.entity.js';
export * from './sandbox-payment.entity.js';
