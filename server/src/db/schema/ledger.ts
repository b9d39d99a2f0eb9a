import { date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessPartners, companies, sites } from './org.ts';

export const DOCUMENT_TYPES = ['Invoice', 'Payment', 'Credit Memo', 'Finance Charge Memo', 'Refund', 'Reminder'] as const;

/** ERP customer ledger entries: the current account (DESIGN.md §2). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    businessPartnerId: uuid('business_partner_id')
      .notNull()
      .references(() => businessPartners.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    documentNo: text('document_no').notNull(),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    description: text('description').notNull().default(''),
    postDate: date('post_date').notNull(),
    dueDate: date('due_date'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    remainingAmount: numeric('remaining_amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_company_bp_post_idx').on(t.companyId, t.businessPartnerId, t.postDate),
    index('ledger_entries_company_doc_idx').on(t.companyId, t.documentNo),
    index('ledger_entries_company_post_idx').on(t.companyId, t.postDate),
    index('ledger_entries_company_site_post_idx').on(t.companyId, t.siteId, t.postDate),
  ],
);
