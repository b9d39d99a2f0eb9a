/** A file name safe to store, to put in a file reference and in a Content-Disposition header. */
export function safeFileName(name: string, fallback = 'document'): string {
  const cleaned = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\\/\u0000-\u001f\u007f"<>|:*?]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 180);
  return cleaned || fallback;
}

/**
 * The name a stored upload keeps: the given name with the extension its bytes prove (a PNG
 * called photo.pdf is kept as photo.png), made safe.
 */
export function nameWithExtension(given: string, ext: string, fallback: string): string {
  const base = given.replace(/\.[A-Za-z0-9]{1,8}$/, '') || fallback;
  return safeFileName(`${base}.${ext}`, fallback);
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
