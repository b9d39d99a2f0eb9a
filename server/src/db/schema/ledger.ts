import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LEDGER_DOCUMENT_TYPES } from '@customer-hub/contract/current-account';
import { tenantColumns, tenantKeys } from './org.ts';

/** ERP customer ledger entries: the current account (DESIGN.md §2). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    ...tenantColumns(),
    documentNo: text('document_no').notNull(),
    /** The ERP's entry number, the key a sync upserts by (modules/sync); null for entries made here. */
    erpKey: text('erp_key'),
    documentType: text('document_type', { enum: LEDGER_DOCUMENT_TYPES }).notNull(),
    description: text('description').notNull().default(''),
    postDate: date('post_date').notNull(),
    dueDate: date('due_date'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    remainingAmount: numeric('remaining_amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Global search's folded text (ch_fold(), see documents.ts). */
    searchText: text('search_text').generatedAlwaysAs(sql`ch_fold(document_no || ' ' || description)`),
  },
  // The current account's list (modules/current-account) reads these; bench/src/current-account.ts
  // measures them on 1,000,000 entries.
  (t) => [
    ...tenantKeys('ledger_entries', t),
    uniqueIndex('ledger_entries_company_erp_key_uq').on(t.companyId, t.erpKey),
    index('ledger_entries_company_bp_post_idx').on(t.companyId, t.businessPartnerId, t.postDate),
    index('ledger_entries_company_doc_idx').on(t.companyId, t.documentNo),
    // The case-insensitive document number prefix search, upper(document_no) LIKE 'FT 2026%': a
    // range scan; document_no itself lets its counts be index-only.
    index('ledger_entries_company_doc_upper_idx').on(t.companyId, sql`upper(${t.documentNo}) text_pattern_ops`, t.documentNo),
    // The default order (post date, id) read backwards, and index-only counts with the type,
    // state and date filters (the trailing columns).
    index('ledger_entries_company_post_id_idx').on(t.companyId, t.postDate, t.id, t.documentType, t.dueDate, t.remainingAmount),
    index('ledger_entries_company_site_post_idx').on(t.companyId, t.siteId, t.postDate),
    index('ledger_entries_company_amount_idx').on(t.companyId, t.amount, t.id),
    // Open items (something remains): balances, overdue totals and the open/overdue filters
    // read only these, a small part of a ledger.
    index('ledger_entries_open_items_idx')
      .on(t.companyId, t.postDate, t.businessPartnerId, t.siteId, t.documentType, t.dueDate, t.currency, t.remainingAmount)
      .where(sql`remaining_amount <> 0`),
    // Global search (modules/global-search): trigrams of the folded text, company first (btree_gin).
    index('ledger_entries_search_trgm_idx').using('gin', t.companyId, sql`ch_grams(${t.searchText}) gin_trgm_ops`),
  ],
);
