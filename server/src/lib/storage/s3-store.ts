import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, BlobNotFoundError, type BlobStore } from './storage.ts';

export interface S3StoreOptions {
  /** For S3-compatible stores (MinIO, Ceph, …); AWS itself needs none. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither; without them the SDK's default credential chain is used. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most S3-compatible stores). */
  forcePathStyle?: boolean | undefined;
  /** Prepended to every key, e.g. `customer-hub` → `customer-hub/documents/…`. */
  prefix?: string | undefined;
}

/** An SDK error's name and HTTP status, whatever its shape. */
function describe(err: unknown): { name: string | undefined; status: number | undefined } {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return { name: e?.name, status: e?.$metadata?.httpStatusCode };
}

/** A missing object (not a missing bucket, which is a configuration error worth seeing). */
function isNotFound(err: unknown): boolean {
  const { name, status } = describe(err);
  return name === 'NoSuchKey' || name === 'NotFound' || (status === 404 && name !== 'NoSuchBucket');
}

/** Objects in an S3 bucket, or in one of an S3-compatible store, under an optional prefix. */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly prefix: string;
  private readonly client: S3Client;

  constructor(opts: S3StoreOptions) {
    if (!opts.accessKeyId !== !opts.secretAccessKey) throw new Error('S3 access key id and secret access key go together');
    this.bucket = opts.bucket;
    const prefix = (opts.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.prefix = prefix ? `${prefix}/` : '';
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle ?? false,
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
    });
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentType: contentType, ContentLength: body.length }));
  }

  async get(key: string): Promise<Readable> {
    const Key = this.objectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      const body = answer.Body;
      if (body instanceof Readable) return body;
      if (body && 'transformToWebStream' in body) return Readable.fromWeb(body.transformToWebStream() as WebReadableStream);
      throw new Error('S3 answered GetObject without a body');
    } catch (err) {
      if (isNotFound(err)) throw new BlobNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    // S3 answers 204 for a key that is not there, so this is idempotent as it is.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  /** Frees the client's sockets (the plugin calls it when the app closes). */
  close(): void {
    this.client.destroy();
  }
}
