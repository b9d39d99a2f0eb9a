import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3BlobStore, type S3StoreOptions } from './s3-store.ts';
import { describeBlobStoreContract } from './storage.contract.ts';
import { BlobNotFoundError } from './storage.ts';

// The SDK warns once per process that releases from 2027 on need Node 22; not news for a test run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'test-bucket';
/** s3rver knows this one key pair; it checks the key id but not SigV4 signatures themselves. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface Running {
  endpoint: string;
  directory: string;
  stop: () => Promise<void>;
}

/** A real S3-compatible server (s3rver) in this process, on a free port, over a temp folder. */
async function startS3rver(): Promise<Running> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    directory,
    stop: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

async function listTree(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.map((e) => path.relative(dir, path.join(e.parentPath, e.name)) + (e.isDirectory() ? '/' : '')).sort();
}

const storeOn = (endpoint: string, opts: Partial<S3StoreOptions> = {}) =>
  new S3BlobStore({ endpoint, region: 'us-east-1', bucket: BUCKET, forcePathStyle: true, ...KEYS, ...opts });

describeBlobStoreContract('S3BlobStore on s3rver (path style, with a prefix)', async () => {
  const s3 = await startS3rver();
  const store = storeOn(s3.endpoint, { prefix: 'customer-hub' });
  return {
    store,
    listStored: () => listTree(s3.directory),
    cleanup: async () => {
      store.close();
      await s3.stop();
    },
  };
  // s3rver writes an object's file in place, so racing puts can interleave there; S3 does not.
}, { atomicOverwrite: false });

describe('S3BlobStore', () => {
  let s3: Running;
  let raw: S3Client;

  beforeAll(async () => {
    s3 = await startS3rver();
    raw = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  });
  afterAll(async () => {
    raw?.destroy();
    await s3?.stop();
  });

  it('stores under the prefix, with the content type', async () => {
    const store = storeOn(s3.endpoint, { prefix: '/tenant-a/files/' });
    expect(store.prefix).toBe('tenant-a/files/');
    await store.put('documents/c1/invoice', Buffer.from('%PDF-1.7'), 'application/pdf');

    const head = await raw.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'tenant-a/files/documents/c1/invoice' }));
    expect(head).toMatchObject({ ContentType: 'application/pdf', ContentLength: 8 });
    expect(await storeOn(s3.endpoint).exists('documents/c1/invoice')).toBe(false);
    expect(await storeOn(s3.endpoint, { prefix: 'tenant-a/files' }).exists('documents/c1/invoice')).toBe(true);
    store.close();
  });

  it('sends signed, path-style PUT, GET, HEAD and DELETE requests for the prefixed key', async () => {
    // A recording proxy in front of s3rver: what goes over the wire.
    const seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
    const upstream = new URL(s3.endpoint);
    const proxy = http.createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const store = storeOn(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, { prefix: 'hub' });
    try {
      await store.put('documents/c1/x', Buffer.from('bytes'), 'text/plain');
      await (await store.get('documents/c1/x')).resume();
      expect(await store.exists('documents/c1/x')).toBe(true);
      await store.delete('documents/c1/x');
      await expect(store.get('documents/c1/x')).rejects.toBeInstanceOf(BlobNotFoundError);
    } finally {
      store.close();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }

    expect(seen.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'PUT /test-bucket/hub/documents/c1/x',
      'GET /test-bucket/hub/documents/c1/x',
      'HEAD /test-bucket/hub/documents/c1/x',
      'DELETE /test-bucket/hub/documents/c1/x',
      'GET /test-bucket/hub/documents/c1/x',
    ]);
    for (const { headers } of seen) {
      expect(headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host;[a-z0-9;-]*x-amz-date[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
      );
      expect(headers['x-amz-content-sha256']).toBeTruthy();
    }
    expect(seen[0]?.headers['content-type']).toBe('text/plain');
  });

  it('does not pass a missing bucket off as a missing file', async () => {
    const store = storeOn(s3.endpoint, { bucket: 'no-such-bucket' });
    const err = await store.get('documents/x').catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(BlobNotFoundError);
    expect(err).toMatchObject({ name: 'NoSuchBucket' });
    store.close();
  });

  it('surfaces a refused credential instead of answering "absent"', async () => {
    const store = storeOn(s3.endpoint, { accessKeyId: 'UNKNOWN', secretAccessKey: 'nope' });
    await expect(store.put('documents/x', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(store.get('documents/x')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    store.close();
  });

  it('refuses half a key pair', () => {
    expect(() => storeOn(s3.endpoint, { secretAccessKey: undefined })).toThrow(/go together/);
  });
});
