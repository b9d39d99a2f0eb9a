import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertValidKey, BlobNotFoundError, type BlobStore } from './storage.ts';

/** Errors that mean "nothing stored under this key" (a missing file or a missing/odd parent). */
const ABSENT = new Set(['ENOENT', 'ENOTDIR']);

function codeOf(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

/**
 * Files under `rootDir`, one per key (the key is the relative path). Folders are created on
 * demand with mode 0o700, files with 0o600. A put writes a temp file in the target's folder,
 * flushes it and renames it over the target, so a reader or a crash never sees half a file.
 * The content type is not kept (the database row describing the file holds it).
 */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  /** The file of a valid key, checked to lie inside rootDir. */
  private pathOf(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.rootDir, key);
    const relative = path.relative(this.rootDir, file);
    if (relative === '' || path.isAbsolute(relative) || relative.split(path.sep)[0] === '..') {
      throw new Error('Storage key resolves outside the storage folder');
    }
    return file;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    const dir = path.dirname(file);
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    // Random and short, so it fits beside a file name of up to 255 bytes.
    const temp = path.join(dir, `.${randomUUID()}.tmp`);
    try {
      const handle = await fs.open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, file);
    } catch (err) {
      await fs.rm(temp, { force: true }).catch(() => {});
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (err) {
      if (ABSENT.has(codeOf(err) ?? '')) throw new BlobNotFoundError(key);
      throw err;
    }
    // A folder opens fine on Linux; it is not a stored file.
    const stat = await handle.stat().catch(async (err: unknown) => {
      await handle.close();
      throw err;
    });
    if (!stat.isFile()) {
      await handle.close();
      throw new BlobNotFoundError(key);
    }
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      const stat = await fs.lstat(file);
      if (!stat.isFile()) return; // a folder of other keys: nothing stored under this one
      await fs.unlink(file);
    } catch (err) {
      if (ABSENT.has(codeOf(err) ?? '')) return;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    try {
      return (await fs.stat(file)).isFile();
    } catch (err) {
      if (ABSENT.has(codeOf(err) ?? '')) return false;
      throw err;
    }
  }
}
