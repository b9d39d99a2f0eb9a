import { LEDGER_DOCUMENT_TYPE_KEYS, LEDGER_DOCUMENT_TYPES } from '@customer-hub/contract/constants/current-account';
import type { LedgerDocumentType, LedgerState } from '@customer-hub/contract/current-account';
import { dictionary, t } from '@customer-hub/contract/i18n/dictionaries';
import type { LanguageCode } from '@customer-hub/contract/languages';

/**
 * The words of the export files and the statement, read from the dictionaries
 * (contract/src/i18n): the web's labels for what the screens also show (the export's columns are
 * the current-account list's, plus the report columns it lacks), and the server's
 * `currentAccountFile.statement.*` for what only the statement says.
 */
export function textsFor(language: LanguageCode) {
  const d = dictionary(language);
  const documentTypes = Object.fromEntries(LEDGER_DOCUMENT_TYPES.map((type) => [type, d.documentTypes[LEDGER_DOCUMENT_TYPE_KEYS[type]]])) as Record<LedgerDocumentType, string>;
  const states: Record<LedgerState, string> = { open: d.statuses.open, overdue: d.statuses.overdue, paid: d.statuses.paid };
  return {
    columns: {
      ...d.currentAccount.columns,
      currency: d.reports.columns.currency,
      businessPartner: d.reports.columns.businessPartner,
      site: d.reports.columns.site,
    },
    documentTypes,
    states,
    sheetName: d.routes.CurrentAccount,
    statement: {
      ...d.currentAccountFile.statement,
      title: d.reports.items['statement-of-account'].title,
      customer: d.common.customer,
      site: d.reports.columns.site,
      period: d.dashboard.period.label,
      currency: d.reports.columns.currency,
      debit: d.reports.columns.debit,
      credit: d.reports.columns.credit,
      balance: d.reports.columns.balance,
      openingBalance: d.reports.figures.openingBalance,
      closingBalance: d.reports.figures.closingBalance,
      page: (n: number, of: number) => t(language, 'reportFiles.page', { n, of }),
    },
  };
}

export type Texts = ReturnType<typeof textsFor>;
