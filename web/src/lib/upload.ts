import { notifyUnauthorized, toApiError } from '@/lib/api-client';

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType && /[/+]json\b/i.test(contentType)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Thrown when the upload was cancelled; nothing to report to the user. */
export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAbortedError';
  }
}

export interface UploadOptions {
  /** Text fields, sent before the file in this order; empty and undefined ones are left out. */
  fields?: Record<string, string | number | boolean | undefined>;
  /** 0–1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs one file as multipart/form-data (the text fields first, then the one `file` part) with the
 * bearer token, and answers the parsed JSON. XMLHttpRequest rather than fetch because only it
 * reports upload progress. A failed answer rejects with the usual ApiError (a 401 also ends the
 * session); a cancelled one with UploadAbortedError.
 */
export function uploadFile<T>(path: string, file: File, { fields = {}, onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== '') form.append(key, String(value));
    }
    form.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText, xhr.getResponseHeader('content-type'));
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) notifyUnauthorized();
      reject(toApiError(new Response(null, { status: xhr.status, statusText: xhr.statusText }), body));
    };
    xhr.onerror = () => reject(new Error('The upload failed: the server could not be reached.'));
    xhr.onabort = () => reject(new UploadAbortedError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
