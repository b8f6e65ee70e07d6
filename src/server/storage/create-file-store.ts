import type { FileStoreConfig } from '../config.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-driver.js';

/** The file store the configuration names; the S3 client is loaded only when a bucket is configured. */
export async function createFileStore({ fileStore }: { fileStore: FileStoreConfig }): Promise<FileStore> {
  if (fileStore.driver === 'local') return createLocalFileStore(fileStore.root);
  const { driver: _driver, ...options } = fileStore;
  const { createS3FileStore } = await import('./s3-driver.js');
  return createS3FileStore(options);
}
