import { notifyUnauthorized, readBody, toApiError } from '@/lib/api-client';

/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*=UTF-8''…` form when
 * given, else the plain `filename="…"`; null when the header names none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface Downloaded {
  fileName: string;
  headers: Headers;
}

/** GETs a file with the session cookie; a failed answer throws the usual ApiError (a 401 also ends the session). */
export async function fetchFile(path: string): Promise<Response> {
  const response = await fetch(path, { headers: { Accept: '*/*' }, credentials: 'same-origin' });
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    throw toApiError(response, await readBody(response));
  }
  return response;
}

/**
 * GETs a file with the session cookie and saves it under the name of
 * its Content-Disposition, else `fallbackName`. A failed answer throws the usual ApiError.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<Downloaded> {
  const response = await fetchFile(path);
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return { fileName, headers: response.headers };
}
