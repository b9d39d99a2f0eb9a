import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore, InvalidBlobKeyError } from './storage.ts';

export interface ContractStore {
  store: BlobStore;
  cleanup: () => Promise<void>;
  /** Everything the store holds underneath (files, objects, metadata), to prove a call touched nothing. */
  listStored?: () => Promise<string[]>;
}

/** Keys a store must refuse before doing anything, whatever the method. */
export const INVALID_KEYS: readonly string[] = [
  '../x',
  'a/../b',
  '..',
  'a/..',
  'a/./b',
  '/etc/passwd',
  'a\\b',
  'a\u0000b',
  '%2e%2e/x',
  'A',
  'documents/ABC',
  '',
  'a/',
  'a//b',
  '.hidden',
  '-a',
  'a b',
  'a\nb',
  'é',
  'a'.repeat(300),
  'a'.repeat(257),
];

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The same behaviour asked of every BlobStore: run it against each implementation. */
/** What a store under test can promise beyond the contract. */
export interface ContractOptions {
  /**
   * Racing puts of one key leave one whole body (the local store renames a finished temp file;
   * S3 itself replaces objects whole). False for a test server that writes objects in place.
   */
  atomicOverwrite?: boolean;
}

export function describeBlobStoreContract(name: string, makeStore: () => Promise<ContractStore>, options: ContractOptions = {}): void {
  describe(`BlobStore contract: ${name}`, () => {
    let made: ContractStore;
    let store: BlobStore;
    /** A fresh key per test, so tests never see each other's objects. */
    const key = (leaf: string = randomUUID()) => `documents/${randomUUID().slice(0, 8)}/${leaf}`;

    beforeAll(async () => {
      made = await makeStore();
      store = made.store;
    });
    afterAll(async () => {
      await made?.cleanup();
    });

    it('round-trips binary bytes (every byte value) as a node Readable', async () => {
      const k = key();
      const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.from([0, 0, 255, 13, 10, 26])]);
      await store.put(k, body, 'application/octet-stream');

      const stream = await store.get(k);
      expect(stream).toBeInstanceOf(Readable);
      expect((await readAll(stream)).equals(body)).toBe(true);
    });

    it('round-trips an empty file', async () => {
      const k = key();
      await store.put(k, Buffer.alloc(0), 'text/plain');
      expect(await store.exists(k)).toBe(true);
      expect((await readAll(await store.get(k))).length).toBe(0);
    });

    it('overwrites: the second put wins entirely, with nothing left of a longer first body', async () => {
      const k = key('report.pdf');
      await store.put(k, Buffer.from('first version, rather long'), 'application/pdf');
      await store.put(k, Buffer.from('second'), 'application/pdf');
      expect((await readAll(await store.get(k))).toString()).toBe('second');
    });

    it('rejects get of a missing key with BlobNotFoundError', async () => {
      const k = key();
      await expect(store.get(k)).rejects.toBeInstanceOf(BlobNotFoundError);
      // Nor does a key below a stored one, or the folder above one, count as stored.
      await store.put(`${k}/inner`, Buffer.from('x'), 'text/plain');
      await expect(store.get(k)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.get(`${k}/inner/deeper`)).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('tells whether a key exists', async () => {
      const k = key();
      expect(await store.exists(k)).toBe(false);
      await store.put(k, Buffer.from('here'), 'text/plain');
      expect(await store.exists(k)).toBe(true);
      expect(await store.exists(`${k}.other`)).toBe(false);
      expect(await store.exists(k.slice(0, k.lastIndexOf('/')))).toBe(false);
    });

    it('deletes, and deleting again (or something never stored) resolves', async () => {
      const k = key();
      const kept = key();
      await store.put(k, Buffer.from('to delete'), 'text/plain');
      await store.put(kept, Buffer.from('to keep'), 'text/plain');

      await store.delete(k);
      expect(await store.exists(k)).toBe(false);
      await expect(store.get(k)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.delete(k)).resolves.toBeUndefined();
      await expect(store.delete(key())).resolves.toBeUndefined();
      expect((await readAll(await store.get(kept))).toString()).toBe('to keep');
    });

    it('refuses every invalid key in every method, touching nothing', async () => {
      const k = key();
      await store.put(k, Buffer.from('sentinel'), 'text/plain');
      const before = await made.listStored?.();

      for (const bad of INVALID_KEYS) {
        await expect(store.put(bad, Buffer.from('x'), 'text/plain'), `put ${JSON.stringify(bad)}`).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.get(bad), `get ${JSON.stringify(bad)}`).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.exists(bad), `exists ${JSON.stringify(bad)}`).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(bad), `delete ${JSON.stringify(bad)}`).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
      // A caller that is not type-checked gets the same answer.
      for (const bad of [undefined, null, 42, ['a']] as unknown as string[]) {
        await expect(store.get(bad)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }

      if (made.listStored) expect(await made.listStored()).toEqual(before);
      expect((await readAll(await store.get(k))).toString()).toBe('sentinel');
    });

    it('accepts the longest valid key and the documented key shape', async () => {
      // 256 characters; segments stay well under a file system's 255-byte name limit.
      const longest = `documents/${'a'.repeat(120)}/${'b'.repeat(125)}`;
      expect(longest.length).toBe(256);
      const shaped = `documents/${randomUUID()}/${randomUUID()}`;
      for (const k of [longest, shaped, `${key()}/v1.2_final-copy.pdf`]) {
        await store.put(k, Buffer.from(k), 'text/plain');
        expect((await readAll(await store.get(k))).toString()).toBe(k);
        await store.delete(k);
      }
    });

    it('round-trips a 5 MB blob', async () => {
      const k = key();
      const body = randomBytes(5 * 1024 * 1024);
      await store.put(k, body, 'application/octet-stream');
      const back = await readAll(await store.get(k));
      expect(back.length).toBe(body.length);
      expect(sha256(back)).toBe(sha256(body));
    });

    it('takes concurrent puts of different keys', async () => {
      const items = Array.from({ length: 24 }, (_, i) => ({ k: key(`file-${i}`), body: randomBytes(1024 + i * 997) }));
      await Promise.all(items.map(({ k, body }) => store.put(k, body, 'application/octet-stream')));
      for (const { k, body } of items) expect(sha256(await readAll(await store.get(k)))).toBe(sha256(body));
    });

    if (options.atomicOverwrite !== false) {
      it('ends up with one whole body when puts of the same key race', async () => {
        const k = key();
        const bodies = Array.from({ length: 8 }, () => randomBytes(64 * 1024));
        await Promise.all(bodies.map((body) => store.put(k, body, 'application/octet-stream')));
        const back = sha256(await readAll(await store.get(k)));
        expect(bodies.map(sha256)).toContain(back);
      });
    }
  });
}
