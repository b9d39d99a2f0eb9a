import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_SECTIONS, type DocumentTypeNames } from '@customer-hub/contract/documents';
import { ledgerEntries } from './ledger.ts';
import { tenantColumns, tenantKeys } from './org.ts';
import { users } from './users.ts';

/**
 * The back office's document configuration: each type shows in one section and may be hidden
 * from customers. Migration 0004 adds the default types.
 */
export const documentTypes = pgTable('document_types', {
  code: text('code').primaryKey(),
  names: jsonb('names').$type<DocumentTypeNames>().notNull(),
  section: text('section', { enum: DOCUMENT_SECTIONS }).notNull(),
  visible: boolean('visible').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Document records; the bytes live in the blob store under `storage_key` (DESIGN.md §7). */
export const documents = pgTable(
  'documents',
  {
    ...tenantColumns(),
    typeCode: text('type_code')
      .notNull()
      .references(() => documentTypes.code, { onUpdate: 'cascade' }),
    /** The invoice or memo this PDF belongs to (the current account links to it). */
    ledgerEntryId: uuid('ledger_entry_id'),
    documentNo: text('document_no').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    documentDate: date('document_date').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Made as documents/<company id>/<uuid>; unique within the company. */
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The searchable text, folded (lower case, Spanish and Portuguese accents removed) by
     * ch_fold(), which migration 0004 defines; stored, so a search never folds rows again.
     * Global search and the document list match it (modules/global-search).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`ch_fold(document_no || ' ' || title || ' ' || description)`),
  },
  (t) => [
    ...tenantKeys('documents', t),
    foreignKey({ name: 'documents_company_ledger_entry_fk', columns: [t.companyId, t.ledgerEntryId], foreignColumns: [ledgerEntries.companyId, ledgerEntries.id] }),
    unique('documents_company_storage_key_uq').on(t.companyId, t.storageKey),
    index('documents_company_type_date_idx').on(t.companyId, t.typeCode, t.documentDate, t.id),
    index('documents_company_bp_idx').on(t.companyId, t.businessPartnerId, t.siteId),
    index('documents_ledger_entry_idx').on(t.ledgerEntryId),
    // company_id first through btree_gin, so a contact's search reads only their company's entries.
    index('documents_search_trgm_idx').using('gin', t.companyId, sql`ch_grams(${t.searchText}) gin_trgm_ops`),
  ],
);
