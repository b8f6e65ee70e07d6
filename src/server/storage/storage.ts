/**
 * The names the app's `storage` decoration and older callers (benchmarks, test setup) import.
 * New code imports file-store.ts and the drivers directly.
 */
export type { FileStore as Storage } from './file-store.js';
export { createLocalFileStore as createLocalStorage } from './local-driver.js';
