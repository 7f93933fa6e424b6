export * from './create-item.js';
export * from './delete-item.js';
export * from './review-item.js';
export * from './update-item.js';
