import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_CONTENT_TYPES } from '@customer-hub/contract/documents';

const ALLOWED = new Set<string>(DOCUMENT_CONTENT_TYPES);

/**
 * The content type of an upload, decided from its bytes (magic numbers; Office files inside
 * their ZIP container), never from its name or the browser's claim. Undefined when the bytes are
 * not one of DOCUMENT_CONTENT_TYPES.
 */
export async function sniffContentType(bytes: Uint8Array): Promise<{ mime: string; ext: string } | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !ALLOWED.has(found.mime)) return undefined;
  return { mime: found.mime, ext: found.ext };
}
