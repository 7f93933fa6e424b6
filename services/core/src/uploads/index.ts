export * from './image-processing.js';
export * from './image-store.js';
export * from './store-upload.js';
export * from './upload.entity.js';
