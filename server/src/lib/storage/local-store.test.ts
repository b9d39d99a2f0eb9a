import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from './local-store.ts';
import { describeBlobStoreContract } from './storage.contract.ts';
import { BlobNotFoundError } from './storage.ts';

/** Every entry under `dir`, relative, folders with a trailing slash, sorted. */
async function listTree(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)) + (e.isDirectory() ? '/' : ''))
    .sort();
}

describeBlobStoreContract('LocalBlobStore', async () => {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'blob-contract-'));
  const root = path.join(base, 'root');
  return {
    store: new LocalBlobStore(root),
    // Listing the parent as well shows anything written beside the root folder.
    listStored: () => listTree(base),
    cleanup: () => fs.rm(base, { recursive: true, force: true }),
  };
});

describe('LocalBlobStore on disk', () => {
  let base: string;
  let root: string;
  let store: LocalBlobStore;

  beforeAll(async () => {
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'blob-local-'));
    root = path.join(base, 'files');
    store = new LocalBlobStore(root);
  });
  afterAll(async () => {
    await fs.rm(base, { recursive: true, force: true });
  });

  it('writes nothing outside rootDir and leaves no temp file behind', async () => {
    await Promise.all([
      store.put('documents/c1/a', Buffer.from('a'), 'text/plain'),
      store.put('documents/c1/b', Buffer.from('b'), 'text/plain'),
      store.put('documents/c2/a', Buffer.from('c'), 'text/plain'),
    ]);
    await store.put('documents/c1/a', Buffer.from('a2'), 'text/plain');

    expect(await fs.readdir(base)).toEqual(['files']);
    expect(await listTree(root)).toEqual(['documents/', 'documents/c1/', 'documents/c1/a', 'documents/c1/b', 'documents/c2/', 'documents/c2/a']);
    expect(await fs.readFile(path.join(root, 'documents/c1/a'), 'utf8')).toBe('a2');
  });

  it('creates its folders on demand, readable by the owner only', async () => {
    const fresh = path.join(base, 'later', 'files');
    const s = new LocalBlobStore(fresh);
    expect(await s.exists('documents/x')).toBe(false);
    await expect(fs.stat(fresh)).rejects.toMatchObject({ code: 'ENOENT' });

    await s.put('documents/c9/x', Buffer.from('x'), 'text/plain');
    for (const dir of [fresh, path.join(fresh, 'documents'), path.join(fresh, 'documents/c9')]) {
      expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
    }
    expect((await fs.stat(path.join(fresh, 'documents/c9/x'))).mode & 0o077).toBe(0);
  });

  it('removes its temp file when a put fails, and keeps the folder that was in the way', async () => {
    await store.put('documents/c3/file/inner', Buffer.from('inner'), 'text/plain');
    // `documents/c3/file` is a folder here, so the final rename fails (S3 would allow both keys).
    await expect(store.put('documents/c3/file', Buffer.from('outer'), 'text/plain')).rejects.toThrow();

    expect(await listTree(path.join(root, 'documents/c3'))).toEqual(['file/', 'file/inner']);
    expect(await store.exists('documents/c3/file')).toBe(false);
    await expect(store.get('documents/c3/file')).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete('documents/c3/file');
    expect(await store.exists('documents/c3/file/inner')).toBe(true);
  });

  it('does not follow a key out of rootDir even when given a root with a trailing slash or dots', async () => {
    const s = new LocalBlobStore(`${root}/./`);
    await s.put('documents/c4/x', Buffer.from('x'), 'text/plain');
    expect(await fs.readFile(path.join(root, 'documents/c4/x'), 'utf8')).toBe('x');
    expect(await fs.readdir(base)).not.toContain('documents');
  });
});
