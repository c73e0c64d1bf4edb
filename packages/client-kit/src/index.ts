export * from './format.js';
export * from './query-client.js';
export * from './save-file.js';
