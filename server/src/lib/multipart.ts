import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { assertSafeText } from './validation.ts';

/** The text fields and the one file of a multipart upload. */
export interface MultipartUpload {
  fields: Record<string, string>;
  file?: { fileName: string; bytes: Buffer };
}

const oneFileOnly = () => new AppError(400, 'VALIDATION_FAILED', 'One file, in the part named file', { errors: [{ path: 'file', message: 'unexpected' }] });

/**
 * Reads a multipart/form-data upload of at most one file (the part named `file`) of at most
 * `maxBytes`: 415 when the body is not multipart, 413 FILE_TOO_LARGE past the limit, 400 for a
 * second file; the fields and the file name pass the app's unsafe-text check (lib/validation.ts).
 * Needs @fastify/multipart registered in the route's plugin.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, tooLargeMessage: string): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', 'Send multipart/form-data');
  const fields: Record<string, string> = {};
  let file: MultipartUpload['file'];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw oneFileOnly();
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE', tooLargeMessage);
    throw e;
  }
  assertSafeText({ ...fields, ...(file ? { file: file.fileName } : {}) });
  return { fields, ...(file ? { file } : {}) };
}

/** 400 VALIDATION_FAILED when the upload carries no file or an empty one. */
export function requireFile(upload: MultipartUpload): { fileName: string; bytes: Buffer } {
  if (!upload.file || upload.file.bytes.length === 0) throw new AppError(400, 'VALIDATION_FAILED', 'A file is required', { errors: [{ path: 'file', message: 'required' }] });
  return upload.file;
}
