/**
 * Format characters that change how a name reads while showing nothing: the bidirectional
 * embeddings, overrides, isolates and marks (U+202E makes "inv\u202Eexe.pdf" read "invfdp.exe"), the
 * zero-width space, word joiner, byte order mark, tag characters and the other invisible format
 * controls (Unicode category Cf). The zero-width non-joiner and joiner (U+200C, U+200D) stay:
 * Persian, the Indic scripts and emoji sequences need them to read right.
 */
const INVISIBLE_FORMAT = /(?![\u200c\u200d])\p{Cf}/gu;

/** The name without the invisible format characters that could disguise it (INVISIBLE_FORMAT). */
export const withoutInvisibleFormat = (name: string): string => name.replace(INVISIBLE_FORMAT, '');

/** The longest name stored, in UTF-16 code units. */
const MAX_NAME_LENGTH = 180;

/** The first `max` code units of a name; a cut inside a surrogate pair (an emoji) drops its first half too. */
const cut = (name: string, max: number): string => name.slice(0, max).replace(/[\ud800-\udbff]$/, '');

/** A file name safe to store, to put in a file reference and in a Content-Disposition header. */
export function safeFileName(name: string, fallback = 'document'): string {
  const cleaned = withoutInvisibleFormat(name.normalize('NFC'))
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\\/\u0000-\u001f\u007f"<>|:*?]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return cut(cleaned, MAX_NAME_LENGTH) || fallback;
}

/**
 * The name a stored upload keeps: the given name with the extension its bytes prove (a PNG
 * called photo.pdf is kept as photo.png), made safe. A long name is cut before the extension,
 * never through it.
 */
export function nameWithExtension(given: string, ext: string, fallback: string): string {
  const base = safeFileName(withoutInvisibleFormat(given).replace(/\.[A-Za-z0-9]{1,8}$/, ''), '') || safeFileName(fallback);
  return `${cut(base, MAX_NAME_LENGTH - ext.length - 1)}.${ext}`;
}

/**
 * RFC 6266: an ASCII fallback name plus the exact UTF-8 name, without invisible format characters
 * (a name stored before they were taken out of uploads must not read otherwise in the browser).
 */
export function contentDisposition(fileName: string): string {
  const name = withoutInvisibleFormat(fileName);
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
