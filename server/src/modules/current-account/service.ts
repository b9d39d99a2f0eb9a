import type { Db } from '@/db/client.ts';
import { badRequest, forbidden, invalidField, notFound } from '@/lib/errors.ts';
import { cappedTotal, offsetOf } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import { pdfsOfEntries } from '@/modules/documents/service.ts';
import { scopeOf, type Scope } from '@/db/scope.ts';
import type { Principal } from '@/plugins/policy.ts';
import {
  CURRENT_ACCOUNT_COUNT_CAP,
  CURRENT_ACCOUNT_EXPORT_MAX_ROWS,
  CURRENT_ACCOUNT_STATEMENT_MAX_ROWS,
  type CurrentAccountEntry,
  type CurrentAccountStatementRequest,
  type ExportCurrentAccountRequest,
  type FindCurrentAccountRequest,
  type FindCurrentAccountResponse,
  type LedgerState,
} from '@customer-hub/contract/current-account';
import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import { isStaff } from '@customer-hub/contract/roles';
import { writeCsv, writeXlsx, type ExportFile } from './export.ts';
import * as repo from './repository.ts';
import { renderStatement, type StatementHeader } from './statement.ts';
import { textsFor } from './texts.ts';

/** Rows an export reads per query while it writes the file. */
const EXPORT_BATCH = 5_000;

/** Today's date (UTC) as YYYY-MM-DD: what decides "overdue". */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** Amounts are prices (DESIGN.md §3): staff and contacts with PricesColumn see them. */
export const seesPrices = (p: Principal): boolean => isStaff(p.roles) || p.permissions.includes('PricesColumn');

export function stateOf(remainingAmount: string | number, dueDate: string | null, today: string): LedgerState {
  if (Number(remainingAmount) === 0) return 'paid';
  return dueDate !== null && dueDate < today ? 'overdue' : 'open';
}

function toEntry(row: repo.EntryRow, today: string, prices: boolean, pdfs?: Map<string, string>): CurrentAccountEntry {
  const entry: CurrentAccountEntry = {
    id: row.id,
    pdfDocumentId: pdfs?.get(row.id) ?? null,
    documentNo: row.documentNo,
    documentType: row.documentType,
    description: row.description,
    postDate: row.postDate,
    dueDate: row.dueDate,
    currency: row.currency,
    state: stateOf(row.remainingAmount, row.dueDate, today),
    companyName: row.companyName,
    businessPartnerName: row.businessPartnerName,
    siteName: row.siteName,
  };
  if (prices) {
    entry.amount = Number(row.amount);
    entry.remainingAmount = Number(row.remainingAmount);
  }
  return entry;
}

function checkRange(from: string | undefined, to: string | undefined, field = 'to'): void {
  if (from && to && from > to) throw invalidField(`querystring.${field}`, 'must not be before from');
}

function checkRanges(q: { from?: string; to?: string; dueFrom?: string; dueTo?: string }): void {
  checkRange(q.from, q.to);
  checkRange(q.dueFrom, q.dueTo, 'dueTo');
}

/**
 * One page of the caller's current account, with count and totals over the whole filtered set.
 * The totals are one company's account: over several companies' entries (staff without a
 * company filter) they are left out and the answer says so.
 */
export async function findCurrentAccount({ db, principal }: ServiceContext, q: FindCurrentAccountRequest, today = todayIso()): Promise<FindCurrentAccountResponse> {
  checkRanges(q);
  const scope = await scopeOf(db, principal);
  const prices = seesPrices(principal);
  const where = repo.filteredWhere(scope, q, today);
  const [rows, totals] = await Promise.all([repo.findEntries(db, where, q, q.pageSize, offsetOf(q)), repo.totalsOf(db, where, today, CURRENT_ACCOUNT_COUNT_CAP)]);
  const sums = prices && !totals.severalCompanies;
  const money = (t: { currency: string; balance: number; overdue: number }) => ({ currency: t.currency, ...(sums ? { balance: t.balance, overdue: t.overdue } : {}) });
  // The main currency is the one most open entries use (else the first entry's): a balance in it is meaningful.
  // The invoice and memo PDFs of this page: CurrentAccounts with PricesColumn opens the Invoices section.
  const pdfs = await pdfsOfEntries(db, principal, rows.map((r) => r.id));
  const [main = { currency: rows[0]?.currency ?? 'EUR', balance: 0, overdue: 0 }, ...others] = totals.open;
  return {
    items: rows.map((r) => toEntry(r, today, prices, pdfs)),
    ...cappedTotal(totals.count, CURRENT_ACCOUNT_COUNT_CAP),
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      ...money(main),
      ...(others.length ? { otherCurrencies: others.map(money) } : {}),
      ...(totals.severalCompanies ? { severalCompanies: true } : {}),
    },
  };
}

const languageOf = (principal: Principal, asked: LanguageCode | undefined): LanguageCode => asked ?? matchLanguage(principal.language) ?? 'en-US';

/** The whole filtered list (up to the cap) as a CSV or XLSX file in the caller's language. */
export async function exportCurrentAccount(
  { db, principal }: ServiceContext,
  q: ExportCurrentAccountRequest,
  today = todayIso(),
  maxRows = CURRENT_ACCOUNT_EXPORT_MAX_ROWS,
): Promise<ExportFile & { rows: number; truncated: boolean }> {
  checkRanges(q);
  const scope = await scopeOf(db, principal);
  const prices = seesPrices(principal);
  const where = repo.filteredWhere(scope, q, today);
  const total = (await repo.totalsOf(db, where, today, maxRows)).count;
  const limit = Math.min(total, maxRows);
  // Pages of rows in the asked order, fetched as the file is written.
  async function* rows() {
    for (let offset = 0; offset < limit; offset += EXPORT_BATCH) {
      const batch = await repo.findEntries(db, where, q, Math.min(EXPORT_BATCH, limit - offset), offset);
      yield batch.map((r) => toEntry(r, today, prices));
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  const language = languageOf(principal, q.language);
  const opts = { texts: textsFor(language), language, prices, company: scope.kind === 'all', rows: rows(), fileBase: `current-account-${today.replaceAll('-', '')}` };
  const file = q.format === 'csv' ? writeCsv(opts) : writeXlsx(opts);
  return { ...file, rows: limit, truncated: total > limit };
}

async function headerOf(db: Db, principal: Principal, scope: Scope, q: CurrentAccountStatementRequest): Promise<StatementHeader> {
  const site = q.siteId ? await repo.findVisibleSite(db, scope, q.siteId) : scope.kind === 'site' ? await repo.findVisibleSite(db, scope, scope.siteId) : undefined;
  if (q.siteId && !site) throw notFound('Site');
  const partnerId = q.businessPartnerId ?? site?.businessPartnerId ?? (scope.kind === 'business_partner' ? scope.businessPartnerId : undefined);
  const partner = partnerId ? await repo.findVisiblePartner(db, scope, partnerId) : undefined;
  if (partnerId && !partner) throw notFound('Business partner');
  if (partner && site && site.businessPartnerId !== partner.id) throw notFound('Site');
  const companyId = scope.kind === 'all' ? q.companyId : scope.companyId;
  const companyName = partner?.companyName ?? (companyId ? ((await repo.findCompanyName(db, companyId)) ?? principal.companyName) : null);
  return {
    companyName,
    partner: partner ? { name: partner.name, customerNo: partner.customerNo, vatNo: partner.vatNo } : null,
    siteName: site?.name ?? null,
  };
}

/** What a statement of account shows: who, the period, its entries (oldest first) and per currency the opening balance and what is overdue. */
export interface StatementData {
  header: StatementHeader;
  from: string;
  to: string;
  entries: repo.StatementEntryRow[];
  balances: { currency: string; opening: string; overdue: string }[];
}

/**
 * The statement of account of a period in the caller's scope (default: this year to date): 403
 * without PricesColumn (a statement is all prices), 404 for a partner or site outside the scope,
 * 400 PERIOD_TOO_LONG past CURRENT_ACCOUNT_STATEMENT_MAX_ROWS entries, and 400 SEVERAL_COMPANIES
 * when staff have not narrowed it to one company (by company, partner or site) and the entries
 * belong to several: its balances would add different companies' money together.
 */
export async function statementData({ db, principal }: ServiceContext, q: CurrentAccountStatementRequest, today = todayIso()): Promise<StatementData> {
  if (!seesPrices(principal)) throw forbidden();
  const to = q.to ?? today;
  const from = q.from ?? `${to.slice(0, 4)}-01-01`;
  checkRange(from, to);
  const scope = await scopeOf(db, principal);
  if (scope.kind === 'all' && (await repo.spansSeveralCompanies(db, scope, q, to))) throw badRequest('VALIDATION_FAILED', { reason: 'SEVERAL_COMPANIES' });
  const header = await headerOf(db, principal, scope, q);
  const [entries, balances] = await Promise.all([
    repo.findStatementEntries(db, scope, q, from, to, CURRENT_ACCOUNT_STATEMENT_MAX_ROWS + 1),
    repo.statementBalances(db, scope, q, from, to, today),
  ]);
  if (entries.length > CURRENT_ACCOUNT_STATEMENT_MAX_ROWS) throw badRequest('VALIDATION_FAILED', { reason: 'PERIOD_TOO_LONG' });
  return { header, from, to, entries, balances };
}

/** A PDF statement of account for a period: opening balance, entries with running balance, closing balance, overdue. */
export async function statementOfAccount(ctx: ServiceContext, q: CurrentAccountStatementRequest, today = todayIso()): Promise<{ fileName: string; pdf: Buffer }> {
  const { header, from, to, entries, balances } = await statementData(ctx, q, today);
  const language = languageOf(ctx.principal, q.language);
  const pdf = await renderStatement({ texts: textsFor(language), language, header, from, to, today, entries, balances });
  return { fileName: `statement-${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.pdf`, pdf };
}
