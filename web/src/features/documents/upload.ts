import type { z } from 'zod';
import type { DocumentSummary, UploadDocumentFields } from '@customer-hub/contract/documents';
import { uploadFile } from '@/lib/upload';

export type UploadFields = z.input<typeof UploadDocumentFields>;

/** POST /api/documents as multipart/form-data: the text fields first, then the one `file` part, with progress. */
export function uploadDocument(
  fields: UploadFields,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<DocumentSummary> {
  return uploadFile<DocumentSummary>('/api/documents', file, { ...options, fields });
}
