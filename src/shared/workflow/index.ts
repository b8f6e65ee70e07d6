export * from './steps.js';
export * from './context.js';
export * from './availability.js';
export * from './next-back.js';
export * from './history.js';
export * from './progress.js';
