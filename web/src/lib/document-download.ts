import type { DocumentZipRequest } from '@customer-hub/contract/documents';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-call';
import { fetchFile, saveBlob } from '@/lib/download';

/** The base of `GET {downloadLink}{id}` for documents; at most DOCUMENT_ZIP_MAX documents go into one ZIP. */
export { DOCUMENT_DOWNLOAD_LINK, DOCUMENT_ZIP_MAX } from '@customer-hub/contract/constants/documents';

/** Spec §7: GET /api/Common/DownloadFile?FilePath=<reference> answers the bytes a file reference names. */
export const DOWNLOAD_FILE_PATH = '/api/Common/DownloadFile';

/** Spec §7: the file is saved under the name after the last backslash of its reference. */
export function fileNameOfReference(reference: string): string {
  return reference.slice(reference.lastIndexOf('\\') + 1).trim() || 'download';
}

/** The DownloadFile URL of a reference; the reference is one encoded query value. */
export function downloadFileUrl(reference: string): string {
  return `${DOWNLOAD_FILE_PATH}?FilePath=${encodeURIComponent(reference)}`;
}

/** The reference of a link answer: a JSON string, or the same sent as text. */
function asReference(answer: unknown): string {
  if (typeof answer !== 'string' || !answer.trim()) throw new Error('The server answered no file reference.');
  const text = answer.trim();
  if (text.startsWith('"') && text.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // Not JSON after all: the text is the reference.
    }
  }
  return text;
}

/** Fetches the file a reference names with the bearer token and saves it; answers the name it was saved under. */
export async function downloadReference(reference: string): Promise<string> {
  const response = await fetchFile(downloadFileUrl(reference));
  const fileName = fileNameOfReference(reference);
  saveBlob(await response.blob(), fileName);
  return fileName;
}

/** Spec §7: `GET {downloadLink}{id}` answers a file reference, whose bytes are then saved. */
export async function downloadDocument(id: string, downloadLink: string): Promise<string> {
  const reference = asReference(await api.get<unknown>(`${downloadLink}${encodeURIComponent(id)}`));
  return downloadReference(reference);
}

/** Several documents as one ZIP (at most DOCUMENT_ZIP_MAX). */
export async function downloadZip(ids: readonly string[]): Promise<string> {
  const body: DocumentZipRequest = { ids: [...ids] };
  const reference = asReference(await call('POST /api/documents/zip-link', { body }));
  return downloadReference(reference);
}
