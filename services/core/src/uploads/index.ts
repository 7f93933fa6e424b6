export * from './cleanup.js';
export * from './create-image-store.js';
export * from './image-processing.js';
export * from './image-store.js';
export * from './private-uploads.js';
export * from './s3-image-store.js';
export * from './store-upload.js';
export * from './upload.entity.js';
