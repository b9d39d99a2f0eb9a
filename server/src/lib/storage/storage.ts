import type { Readable } from 'node:stream';

/**
 * Where document files live: a folder on disk or an S3(-compatible) bucket. Keys are issued by
 * the application (e.g. `documents/<companyId>/<uuid>`), never taken from a request, and every
 * method checks its key with `assertValidKey` before anything else.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `key` (overwrites). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A readable stream of the bytes; rejects with BlobNotFoundError when absent. */
  get(key: string): Promise<Readable>;
  /** Removes the key; resolves when absent already (idempotent). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under key "${key}"`);
    this.name = 'BlobNotFoundError';
  }
}

export class InvalidBlobKeyError extends Error {
  constructor(key: unknown) {
    const shown = typeof key === 'string' ? JSON.stringify(key.length > 60 ? `${key.slice(0, 60)}…` : key) : typeof key;
    super(`Invalid storage key ${shown}`);
    this.name = 'InvalidBlobKeyError';
  }
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,255}$/;

/**
 * Throws InvalidBlobKeyError unless `key` is lower-case letters, digits, `/`, `_`, `.` and `-`,
 * 1–256 characters, starting with a letter or digit, with no empty, `.` or `..` segment (so no
 * `//`, no leading or trailing `/`). A key that passes is the same relative path on every store.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || !KEY.test(key)) throw new InvalidBlobKeyError(key);
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw new InvalidBlobKeyError(key);
  }
}
