export const LEDGER_DOCUMENT_TYPES = ['Invoice', 'Payment', 'Credit Memo', 'Finance Charge Memo', 'Refund', 'Reminder'] as const;
export type LedgerDocumentType = (typeof LEDGER_DOCUMENT_TYPES)[number];
/** Each document type's label in the dictionaries (`documentTypes.<key>`): screens, files and reports. */
export const LEDGER_DOCUMENT_TYPE_KEYS = {
  Invoice: 'invoice',
  Payment: 'payment',
  'Credit Memo': 'creditMemo',
  'Finance Charge Memo': 'financeChargeMemo',
  Refund: 'refund',
  Reminder: 'reminder',
} as const satisfies Record<LedgerDocumentType, string>;

/** Derived: paid = nothing remains; overdue = something remains past the due date; open = the rest. */
export const LEDGER_STATES = ['open', 'overdue', 'paid'] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];

export const CURRENT_ACCOUNT_SORTS = ['documentNo', 'documentType', 'postDate', 'dueDate', 'amount', 'remainingAmount'] as const;
export type CurrentAccountSort = (typeof CURRENT_ACCOUNT_SORTS)[number];

export const CURRENT_ACCOUNT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type CurrentAccountExportFormat = (typeof CURRENT_ACCOUNT_EXPORT_FORMATS)[number];

/**
 * The list counts its filtered set up to this many entries: past it, `total` is this number and
 * `totalExact` is false ("more than 10,000"); every page is still served.
 */
export const CURRENT_ACCOUNT_COUNT_CAP = 10_000;

/** An export stops after this many rows (the answer then carries `x-export-truncated: true`). */
export const CURRENT_ACCOUNT_EXPORT_MAX_ROWS = 100_000;

/** A statement longer than this is refused (400, reason PERIOD_TOO_LONG): choose a shorter period. */
export const CURRENT_ACCOUNT_STATEMENT_MAX_ROWS = 20_000;
