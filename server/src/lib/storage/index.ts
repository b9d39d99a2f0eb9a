import type { Config } from '@/config.ts';
import { LocalBlobStore } from './local-store.ts';
import type { BlobStore } from './storage.ts';

export { assertValidKey, BlobNotFoundError, InvalidBlobKeyError, type BlobStore } from './storage.ts';

/**
 * The configured store: the S3 bucket when `S3_BUCKET` is set, else files under `STORAGE_DIR`.
 * The S3 client is loaded only when used (it adds ~150 ms to start-up).
 */
export async function createBlobStore(config: Pick<Config, 's3' | 'storageDir'>): Promise<BlobStore> {
  if (config.s3) {
    const { S3BlobStore } = await import('./s3-store.ts');
    return new S3BlobStore(config.s3);
  }
  return new LocalBlobStore(config.storageDir);
}
