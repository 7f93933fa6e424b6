export * from './command.js';
export * from './command-bus.js';
export * from './command-handler.js';
export * from './parse-input.js';
export * from './unavailable-messages.js';
