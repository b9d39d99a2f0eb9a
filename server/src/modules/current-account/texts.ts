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
  const documentTypes: Record<LedgerDocumentType, string> = {
    Invoice: d.documentTypes.invoice,
    Payment: d.documentTypes.payment,
    'Credit Memo': d.documentTypes.creditMemo,
    'Finance Charge Memo': d.documentTypes.financeChargeMemo,
    Refund: d.documentTypes.refund,
    Reminder: d.documentTypes.reminder,
  };
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
