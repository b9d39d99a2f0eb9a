import fp from 'fastify-plugin';
import { createBlobStore, type BlobStore } from '@/lib/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: BlobStore;
  }
}

/** Where document files are kept: `STORAGE_DIR`, or the S3 bucket of `S3_BUCKET` (`app.storage`). */
export default fp(
  async (app) => {
    const storage: BlobStore & { close?: () => void } = await createBlobStore(app.config);
    app.decorate('storage', storage);
    // The S3 store holds an HTTP client; the file store holds nothing.
    if (storage.close) app.addHook('onClose', async () => storage.close?.());
  },
  { name: 'storage' },
);
