import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/errors.ts';
import { safeFileName } from '@/lib/file-names.ts';
import { FILE_REFERENCE_TTL_SECONDS } from '@customer-hub/contract/documents';

/**
 * The spec's two-step download (DESIGN.md §7): `GET {downloadLink}{id}` answers a file reference
 * and `/api/Common/DownloadFile?FilePath=` accepts only such references. A reference reads like
 * the spec's paths, `hub\<token>\<file name>` (the client saves under the name after the last
 * backslash), where the token is signed (HMAC-SHA256 over the token and the name), names its
 * user and documents, and expires. Nothing in it is a path: the documents' storage keys are read
 * from the database when it is used.
 *
 * Token bytes: version (1) · kind (1: 1 = one document, 2 = ZIP) · expiry (4, Unix seconds) ·
 * user id (16) · document ids (16 each).
 */
export type FileReferenceKind = 'document' | 'zip';

export interface FileReferenceClaims {
  kind: FileReferenceKind;
  userId: string;
  documentIds: string[];
  expiresAt: Date;
}

const VERSION = 1;
const KINDS: readonly FileReferenceKind[] = ['document', 'zip'];
const HEADER_BYTES = 1 + 1 + 4 + 16;
const MAX_IDS = 100;
/** The whole accepted shape; anything else (dots, slashes, NUL, more backslashes, …) is refused. */
// eslint-disable-next-line no-control-regex -- control characters (NUL included) are refused on purpose
const SHAPE = /^hub\\([A-Za-z0-9_-]{30,2200})\.([A-Za-z0-9_-]{43})\\([^\\/\u0000-\u001f\u007f]{1,200})$/;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

export const invalidReference = () => new AppError(400, 'FILE_REFERENCE_INVALID', 'The file reference is not valid');

export class FileReferences {
  constructor(private readonly key: Buffer) {}

  private sign(token: string, fileName: string): string {
    return createHmac('sha256', this.key).update(`${token}\\${fileName}`).digest('base64url');
  }

  issue(claims: Omit<FileReferenceClaims, 'expiresAt'>, fileName: string, now = Date.now(), ttlSeconds = FILE_REFERENCE_TTL_SECONDS): string {
    if (claims.documentIds.length < 1 || claims.documentIds.length > MAX_IDS) throw new Error('a reference names 1 to 100 documents');
    const head = Buffer.alloc(HEADER_BYTES);
    head.writeUInt8(VERSION, 0);
    head.writeUInt8(KINDS.indexOf(claims.kind) + 1, 1);
    head.writeUInt32BE(Math.floor(now / 1000) + ttlSeconds, 2);
    uuidBytes(claims.userId).copy(head, 6);
    const token = Buffer.concat([head, ...claims.documentIds.map(uuidBytes)]).toString('base64url');
    const name = safeFileName(fileName);
    return `hub\\${token}.${this.sign(token, name)}\\${name}`;
  }

  /**
   * The claims of a reference this server issued to `userId`; 400 FILE_REFERENCE_INVALID for
   * anything else (malformed, altered, another user's), 410 FILE_REFERENCE_EXPIRED after its time.
   */
  verify(reference: string, userId: string, now = Date.now()): FileReferenceClaims & { fileName: string } {
    const m = SHAPE.exec(reference);
    if (!m) throw invalidReference();
    const [, token, signature, fileName] = m as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(token, fileName));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidReference();
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length < HEADER_BYTES + 16 || (bytes.length - HEADER_BYTES) % 16 !== 0 || bytes.readUInt8(0) !== VERSION) throw invalidReference();
    const kind = KINDS[bytes.readUInt8(1) - 1];
    if (!kind) throw invalidReference();
    if (uuidOf(bytes.subarray(6, 22)) !== userId.toLowerCase()) throw invalidReference();
    const expiresAt = new Date(bytes.readUInt32BE(2) * 1000);
    if (expiresAt.getTime() <= now) throw new AppError(410, 'FILE_REFERENCE_EXPIRED', 'The file reference has expired');
    const documentIds: string[] = [];
    for (let at = HEADER_BYTES; at < bytes.length; at += 16) documentIds.push(uuidOf(bytes.subarray(at, at + 16)));
    return { kind, userId, documentIds, expiresAt, fileName };
  }
}
