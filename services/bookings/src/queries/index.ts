export * from './actions.js';
export * from './admin-counts.js';
export * from './availability.js';
export * from './bookings.js';
export * from './calendar.js';
export * from './earnings.js';
export * from './records.js';
export * from './related.js';
