import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import { COMPANY_FIELDS, COMPANY_FILTER, PAGE_FIELDS, SORT_DIRECTIONS } from './paging.ts';
import { LEDGER_DOCUMENT_TYPES, LEDGER_STATES, CURRENT_ACCOUNT_SORTS, CURRENT_ACCOUNT_EXPORT_FORMATS } from './constants/current-account.ts';
export * from './constants/current-account.ts';

// The current account (DESIGN.md §2): ERP customer ledger entries of the caller's scope.
// Plain constants live in constants/current-account.ts so the web can use them without loading zod.

export const LedgerDocumentType = z.enum(LEDGER_DOCUMENT_TYPES);
export type LedgerDocumentType = z.infer<typeof LedgerDocumentType>;

export const LedgerState = z.enum(LEDGER_STATES);
export type LedgerState = z.infer<typeof LedgerState>;

export const CurrentAccountSort = z.enum(CURRENT_ACCOUNT_SORTS);
export type CurrentAccountSort = z.infer<typeof CurrentAccountSort>;

/** A query value given repeated (`?a=x&a=y`) or as a comma list (`?a=x,y`). */
const listOf = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(10));

const isoDate = z.iso.date();

/** The filters every current-account call shares; businessPartnerId/siteId only narrow the caller's scope. */
const filterShape = {
  documentType: listOf(LedgerDocumentType)
    .optional()
    .describe(`Repeated or comma-separated: ${LEDGER_DOCUMENT_TYPES.join(', ')}`),
  state: listOf(LedgerState).optional().describe(`Repeated or comma-separated: ${LEDGER_STATES.join(', ')}`),
  /** Post date range, both ends included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Due date range, both ends included (entries without a due date fall outside any such range). */
  dueFrom: isoDate.optional(),
  dueTo: isoDate.optional(),
  /** Document number prefix, case-insensitive. */
  search: z.string().trim().max(64).optional(),
  ...COMPANY_FILTER,
  businessPartnerId: z.uuid().optional(),
  siteId: z.uuid().optional(),
};
const sortShape = {
  sort: CurrentAccountSort.default('postDate'),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
};

export const FindCurrentAccountRequest = z.object({
  ...PAGE_FIELDS,
  ...sortShape,
  ...filterShape,
});
export type FindCurrentAccountRequest = z.infer<typeof FindCurrentAccountRequest>;
export type CurrentAccountFilters = Pick<FindCurrentAccountRequest, keyof typeof filterShape>;

export const ExportCurrentAccountRequest = z.object({
  format: z.enum(CURRENT_ACCOUNT_EXPORT_FORMATS),
  /** Headers and values are translated; default: the user's language. */
  language: LanguageCode.optional(),
  ...sortShape,
  ...filterShape,
});
export type ExportCurrentAccountRequest = z.infer<typeof ExportCurrentAccountRequest>;

export const CurrentAccountStatementRequest = z.object({
  /** Default: 1 January of the `to` year. */
  from: isoDate.optional(),
  /** Default: today. */
  to: isoDate.optional(),
  /** Staff: the company whose statement it is. A statement never adds two companies together. */
  companyId: z.uuid().optional(),
  businessPartnerId: z.uuid().optional(),
  siteId: z.uuid().optional(),
  language: LanguageCode.optional(),
});
export type CurrentAccountStatementRequest = z.infer<typeof CurrentAccountStatementRequest>;

/** One ledger entry. Without the PricesColumn permission the amounts are absent, not null. */
export const CurrentAccountEntry = z.object({
  id: z.string(),
  documentNo: z.string(),
  documentType: LedgerDocumentType,
  description: z.string(),
  postDate: z.string(),
  dueDate: z.string().nullable(),
  amount: z.number().optional(),
  remainingAmount: z.number().optional(),
  currency: z.string(),
  state: LedgerState,
  ...COMPANY_FIELDS,
  businessPartnerName: z.string(),
  siteName: z.string().nullable(),
  /** The invoice or memo PDF (a document of the Invoices section), fetched through DOCUMENT_DOWNLOAD_LINK; null when there is none. */
  pdfDocumentId: z.string().nullable(),
});
export type CurrentAccountEntry = z.infer<typeof CurrentAccountEntry>;

const CurrencyTotals = z.object({
  currency: z.string(),
  /** Sum of the remaining amounts of the filtered entries. */
  balance: z.number().optional(),
  /** Sum of the remaining amounts of the filtered entries that are overdue. */
  overdue: z.number().optional(),
});

export const FindCurrentAccountResponse = z.object({
  items: z.array(CurrentAccountEntry),
  total: z.number().int().nonnegative(),
  /** False when the filtered set holds more than CURRENT_ACCOUNT_COUNT_CAP entries (`total` is then the cap). */
  totalExact: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /**
   * Over the whole filtered set, in its main currency (the one most entries use). One company's
   * account only: when the open entries belong to several companies (staff without a company
   * filter), `severalCompanies` is true and the sums are left out, as adding different customers'
   * accounts together means nothing.
   */
  totals: CurrencyTotals.extend({
    /** Entries in further currencies, when the filtered set mixes them. */
    otherCurrencies: z.array(CurrencyTotals).optional(),
    severalCompanies: z.boolean().optional(),
  }),
});
export type FindCurrentAccountResponse = z.infer<typeof FindCurrentAccountResponse>;
