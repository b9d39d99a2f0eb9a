import { fileTypeFromBuffer } from 'file-type';

const PLAIN_TEXT = 'text/plain';
const utf8 = new TextDecoder('utf-8', { fatal: true });
// Control characters other than tab, line feed, form feed and carriage return: binary, not text.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Whether the bytes are UTF-8 text (no NUL or other binary control characters). */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    return !BINARY.test(utf8.decode(bytes));
  } catch {
    return false;
  }
}

/**
 * The content type of an upload, decided from its bytes (magic numbers; Office files inside
 * their ZIP container), never from its name or the browser's claim. Plain text has no magic
 * number: bytes file-type does not recognise count as text/plain when they are valid UTF-8
 * without binary control characters. Undefined when the type found is not one of `allowed`.
 */
export async function sniffContentType(bytes: Uint8Array, allowed: readonly string[]): Promise<{ mime: string; ext: string } | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return allowed.includes(found.mime) ? { mime: found.mime, ext: found.ext } : undefined;
  if (allowed.includes(PLAIN_TEXT) && isPlainText(bytes)) return { mime: PLAIN_TEXT, ext: 'txt' };
  return undefined;
}
