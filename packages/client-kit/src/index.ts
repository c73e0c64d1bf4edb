export * from './format.js';
export * from './query-client.js';
