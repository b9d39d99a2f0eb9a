import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';
import { DATE_RANGE_FILTER, IdParams, listRequest, pageOf, partnerRecord, searchFilter } from './paging.ts';
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_NO_MAX,
  DOCUMENT_SECTIONS,
  DOCUMENT_SORTS,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_TYPE_CODE_MAX,
  DOCUMENT_TYPE_NAME_MAX,
  DOCUMENT_ZIP_MAX,
} from './constants/documents.ts';
export * from './constants/documents.ts';

// Documents (spec §2 Search Documents, DESIGN.md §7). Plain constants live in
// constants/documents.ts so the web can use them without loading zod.

export const DocumentIdParams = IdParams;

/** A document type code: letters, digits, dash and underscore. */
export const DocumentTypeCode = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{2,${DOCUMENT_TYPE_CODE_MAX}}$`));

/** GET /api/documents */
export const FindDocumentsRequest = listRequest({
  sorts: DOCUMENT_SORTS,
  sort: 'documentDate',
  filters: {
    section: z.enum(DOCUMENT_SECTIONS),
    /** Document number, title or description contains it (case- and accent-insensitive). */
    search: searchFilter(),
    type: DocumentTypeCode.optional(),
    /** Document date range, both ends included. */
    ...DATE_RANGE_FILTER,
    businessPartnerId: z.uuid().optional(),
    siteId: z.uuid().optional(),
  },
});
export type FindDocumentsRequest = z.infer<typeof FindDocumentsRequest>;

export const DocumentSummary = partnerRecord({
  documentNo: z.string(),
  title: z.string(),
  description: z.string(),
  typeCode: z.string(),
  /** In the caller's language. */
  typeName: z.string(),
  section: z.enum(DOCUMENT_SECTIONS),
  documentDate: z.string(),
  createdAt: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
}).extend({
  /** `GET {downloadLink}{id}` answers a file reference for /api/Common/DownloadFile. */
  downloadLink: z.string(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;
export const FindDocumentsResponse = pageOf(DocumentSummary);
export type FindDocumentsResponse = z.infer<typeof FindDocumentsResponse>;

/** GET /api/documents/sections: what the caller may open, with the visible types of each. */
export const DocumentSectionInfo = z.object({
  section: z.enum(DOCUMENT_SECTIONS),
  types: z.array(z.object({ code: z.string(), name: z.string() })),
});
export const DocumentSectionsResponse = z.array(DocumentSectionInfo);
export type DocumentSectionsResponse = z.infer<typeof DocumentSectionsResponse>;

/** POST /api/documents/zip-link */
export const DocumentZipRequest = z.object({ ids: z.array(z.uuid()).min(1).max(DOCUMENT_ZIP_MAX) });
export type DocumentZipRequest = z.infer<typeof DocumentZipRequest>;

/** GET /api/Common/DownloadFile */
export const DownloadFileRequest = z.object({ FilePath: z.string().max(4096) });

/** The text fields of a staff upload (multipart, with one `file` part). */
export const UploadDocumentFields = z.object({
  businessPartnerId: z.uuid(),
  siteId: z.uuid().optional(),
  typeCode: DocumentTypeCode,
  documentNo: z.string().trim().min(1).max(DOCUMENT_NO_MAX),
  title: z.string().trim().min(1).max(DOCUMENT_TITLE_MAX),
  description: z.string().trim().max(DOCUMENT_DESCRIPTION_MAX).default(''),
  documentDate: z.iso.date(),
  /**
   * Links an invoice or memo PDF to its current-account entry: the entry's document number in the
   * business partner's ledger (e.g. `FT 2026/10001-1`).
   */
  ledgerDocumentNo: z.string().trim().min(1).max(DOCUMENT_NO_MAX).optional(),
});
export type UploadDocumentFields = z.infer<typeof UploadDocumentFields>;

/** Names of a document type in each language. */
export const DocumentTypeNames = z.object(Object.fromEntries(LANGUAGE_CODES.map((l) => [l, z.string().trim().min(1).max(DOCUMENT_TYPE_NAME_MAX)])) as {
  [K in (typeof LANGUAGE_CODES)[number]]: z.ZodString;
});
export type DocumentTypeNames = z.infer<typeof DocumentTypeNames>;

/** The back office's document configuration: a type, its section and whether customers see it. */
export const DocumentType = z.object({
  code: DocumentTypeCode,
  names: DocumentTypeNames,
  section: z.enum(DOCUMENT_SECTIONS),
  /** False: customers neither list, search nor download documents of this type; staff still do. */
  visible: z.boolean(),
  documentCount: z.number().int().nonnegative(),
});
export type DocumentType = z.infer<typeof DocumentType>;
export const DocumentTypesResponse = z.array(DocumentType);

export const DocumentTypeCodeParams = z.object({ code: DocumentTypeCode });
export const SaveDocumentTypeRequest = DocumentType.omit({ code: true, documentCount: true });
export type SaveDocumentTypeRequest = z.infer<typeof SaveDocumentTypeRequest>;
export const CreateDocumentTypeRequest = DocumentType.omit({ documentCount: true });
export type CreateDocumentTypeRequest = z.infer<typeof CreateDocumentTypeRequest>;

/** GET/PUT /api/settings/documents (Admin). */
export const DocumentSettings = z.object({
  /** Largest staff upload, in megabytes. */
  maxUploadMegabytes: z.number().int().min(1).max(200),
  /** Shows the global search icon (spec: GlobalSearchActive). */
  globalSearchActive: z.boolean(),
});
export type DocumentSettings = z.infer<typeof DocumentSettings>;
export const DEFAULT_DOCUMENT_SETTINGS: DocumentSettings = { maxUploadMegabytes: 20, globalSearchActive: true };

/** The answer of a download or ZIP link: a reference for /api/Common/DownloadFile. */
export const FileReference = z.string().describe('A file reference `hub\\<signed token>\\<file name>` for /api/Common/DownloadFile (valid a few minutes, for this user only)');
