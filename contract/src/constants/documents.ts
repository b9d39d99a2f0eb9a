import type { Permission } from './permissions.ts';

/**
 * Where a document shows. The first six are the tabs of /dashboard/SearchDocuments in the spec's
 * order; `Invoices` holds invoice and memo PDFs, reached from current-account rows.
 */
export const DOCUMENT_SECTIONS = ['Budgets', 'Folders', 'IncidenceReports', 'ListOrders', 'ServiceReports', 'LegalTechnician', 'Invoices'] as const;
export type DocumentSection = (typeof DOCUMENT_SECTIONS)[number];

export const SEARCH_DOCUMENT_SECTIONS = ['Budgets', 'Folders', 'IncidenceReports', 'ListOrders', 'ServiceReports', 'LegalTechnician'] as const;

/**
 * The data-tab permission each section needs. The six search-document sections also need the
 * SearchDocuments sidebar permission (Budgets needs only that); Invoices needs CurrentAccounts,
 * and PricesColumn too (PRICED_SECTIONS).
 */
export const SECTION_PERMISSION: Readonly<Record<DocumentSection, Permission>> = {
  Budgets: 'SearchDocuments',
  Folders: 'Folders',
  IncidenceReports: 'IncidenceReports',
  ListOrders: 'Orders',
  ServiceReports: 'ServiceReports',
  LegalTechnician: 'OtherLegalDocuments',
  Invoices: 'CurrentAccounts',
};

/**
 * Sections whose documents are prices: an invoice or a credit memo states amounts, so a contact
 * without PricesColumn (whose current account shows none) reaches none of them.
 */
export const PRICED_SECTIONS: readonly DocumentSection[] = ['Invoices'];

/** Whether a contact with these permissions may see a section (staff see every section). */
export function sectionAllowed(permissions: readonly Permission[], section: DocumentSection): boolean {
  const has = new Set(permissions);
  if (PRICED_SECTIONS.includes(section) && !has.has('PricesColumn')) return false;
  if (section === 'Invoices') return has.has('CurrentAccounts');
  return has.has('SearchDocuments') && has.has(SECTION_PERMISSION[section]);
}

/** The spec's answer of `GET {downloadLink}{id}` is a file reference; this is the base. */
export const DOCUMENT_DOWNLOAD_LINK = '/api/documents/download-link/';

/** How long a file reference may be used, in seconds. */
export const FILE_REFERENCE_TTL_SECONDS = 300;

/** At most this many documents go into one ZIP. */
export const DOCUMENT_ZIP_MAX = 100;

/**
 * Content types a staff upload may have, decided from the file's bytes. Office documents are
 * recognised inside their ZIP container.
 */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/zip',
] as const;

export const DOCUMENT_SORTS = ['documentNo', 'title', 'documentDate', 'type', 'size'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

/** Form limits of a document type and an uploaded document (the schemas and the web's inputs). */
export const DOCUMENT_TYPE_CODE_MAX = 40;
export const DOCUMENT_TYPE_NAME_MAX = 80;
/** A document's number, and the ledger entry number an invoice is linked to. */
export const DOCUMENT_NO_MAX = 64;
export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_DESCRIPTION_MAX = 2000;
