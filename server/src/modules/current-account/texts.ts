import type { LedgerDocumentType, LedgerState } from '@customer-hub/contract/current-account';
import type { LanguageCode } from '@customer-hub/contract/languages';

/** The words of the export files and the statement, in the three languages. */
export interface Texts {
  columns: {
    documentNo: string;
    documentType: string;
    description: string;
    postDate: string;
    dueDate: string;
    amount: string;
    remainingAmount: string;
    currency: string;
    state: string;
    company: string;
    businessPartner: string;
    site: string;
  };
  documentTypes: Record<LedgerDocumentType, string>;
  states: Record<LedgerState, string>;
  sheetName: string;
  statement: {
    title: string;
    customer: string;
    customerNo: string;
    vatNo: string;
    site: string;
    allCustomers: string;
    period: string;
    issued: string;
    currency: string;
    debit: string;
    credit: string;
    balance: string;
    openingBalance: string;
    closingBalance: string;
    totalDebit: string;
    totalCredit: string;
    overdueAsOf: string;
    noEntries: string;
    page: (n: number, of: number) => string;
  };
}

const EN: Texts = {
  columns: {
    documentNo: 'Document No.',
    documentType: 'Document Type',
    description: 'Description',
    postDate: 'Post Date',
    dueDate: 'Due Date',
    amount: 'Amount',
    remainingAmount: 'Remaining Amount',
    currency: 'Currency',
    state: 'State',
    company: 'Company',
    businessPartner: 'Business Partner',
    site: 'Site',
  },
  documentTypes: {
    Invoice: 'Invoice',
    Payment: 'Payment',
    'Credit Memo': 'Credit Memo',
    'Finance Charge Memo': 'Finance Charge Memo',
    Refund: 'Refund',
    Reminder: 'Reminder',
  },
  states: { open: 'Open', overdue: 'Overdue', paid: 'Paid' },
  sheetName: 'Current account',
  statement: {
    title: 'Statement of account',
    customer: 'Customer',
    customerNo: 'Customer No.',
    vatNo: 'VAT No.',
    site: 'Site',
    allCustomers: 'All customers in your view',
    period: 'Period',
    issued: 'Issued on',
    currency: 'Currency',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    totalDebit: 'Total debit',
    totalCredit: 'Total credit',
    overdueAsOf: 'Overdue as of',
    noEntries: 'No entries in this period.',
    page: (n, of) => `Page ${n} of ${of}`,
  },
};

const ES: Texts = {
  columns: {
    documentNo: 'N.º documento',
    documentType: 'Tipo de documento',
    description: 'Descripción',
    postDate: 'Fecha de registro',
    dueDate: 'Fecha de vencimiento',
    amount: 'Importe',
    remainingAmount: 'Importe pendiente',
    currency: 'Divisa',
    state: 'Estado',
    company: 'Empresa',
    businessPartner: 'Cliente',
    site: 'Sede',
  },
  documentTypes: {
    Invoice: 'Factura',
    Payment: 'Pago',
    'Credit Memo': 'Abono',
    'Finance Charge Memo': 'Nota de intereses',
    Refund: 'Reembolso',
    Reminder: 'Recordatorio',
  },
  states: { open: 'Pendiente', overdue: 'Vencido', paid: 'Pagado' },
  sheetName: 'Cuenta corriente',
  statement: {
    title: 'Extracto de cuenta',
    customer: 'Cliente',
    customerNo: 'N.º cliente',
    vatNo: 'NIF',
    site: 'Sede',
    allCustomers: 'Todos los clientes de su vista',
    period: 'Periodo',
    issued: 'Emitido el',
    currency: 'Divisa',
    debit: 'Debe',
    credit: 'Haber',
    balance: 'Saldo',
    openingBalance: 'Saldo inicial',
    closingBalance: 'Saldo final',
    totalDebit: 'Total debe',
    totalCredit: 'Total haber',
    overdueAsOf: 'Vencido a',
    noEntries: 'No hay movimientos en este periodo.',
    page: (n, of) => `Página ${n} de ${of}`,
  },
};

const PT: Texts = {
  columns: {
    documentNo: 'N.º documento',
    documentType: 'Tipo de documento',
    description: 'Descrição',
    postDate: 'Data de registo',
    dueDate: 'Data de vencimento',
    amount: 'Valor',
    remainingAmount: 'Valor em aberto',
    currency: 'Moeda',
    state: 'Estado',
    company: 'Empresa',
    businessPartner: 'Cliente',
    site: 'Local',
  },
  documentTypes: {
    Invoice: 'Fatura',
    Payment: 'Pagamento',
    'Credit Memo': 'Nota de crédito',
    'Finance Charge Memo': 'Nota de juros',
    Refund: 'Reembolso',
    Reminder: 'Aviso de cobrança',
  },
  states: { open: 'Em aberto', overdue: 'Vencido', paid: 'Pago' },
  sheetName: 'Conta corrente',
  statement: {
    title: 'Extrato de conta corrente',
    customer: 'Cliente',
    customerNo: 'N.º cliente',
    vatNo: 'NIF',
    site: 'Local',
    allCustomers: 'Todos os clientes da sua vista',
    period: 'Período',
    issued: 'Emitido em',
    currency: 'Moeda',
    debit: 'Débito',
    credit: 'Crédito',
    balance: 'Saldo',
    openingBalance: 'Saldo inicial',
    closingBalance: 'Saldo final',
    totalDebit: 'Total a débito',
    totalCredit: 'Total a crédito',
    overdueAsOf: 'Vencido em',
    noEntries: 'Sem movimentos neste período.',
    page: (n, of) => `Página ${n} de ${of}`,
  },
};

const BY_LANGUAGE: Record<LanguageCode, Texts> = { 'en-US': EN, 'es-ES': ES, 'pt-PT': PT };

export function textsFor(language: LanguageCode): Texts {
  return BY_LANGUAGE[language];
}
