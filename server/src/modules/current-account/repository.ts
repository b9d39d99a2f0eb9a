import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { ledgerEntries as le } from '@/db/schema/ledger.ts';
import { businessPartners, companies, sites } from '@/db/schema/org.ts';
import { escapeLike } from '@/lib/lists.ts';
import { cappedCount, firstRow, orderBy, orderingOf, type SortSpec } from '@/db/paged-query.ts';
import { scopeWhere, sitesInScope, type Scope } from '@/db/scope.ts';
import type { CurrentAccountFilters, CurrentAccountSort } from '@customer-hub/contract/current-account';

export interface LedgerOrder {
  sort: CurrentAccountSort;
  direction: 'asc' | 'desc';
}

const ledgerScope = (scope: Scope) => scopeWhere(scope, { companyId: le.companyId, businessPartnerId: le.businessPartnerId, siteId: le.siteId });

/**
 * The caller's scope, narrowed (never widened: every condition is ANDed) by the optional
 * company, business partner and site. The narrowing also pins company_id, so even staff queries
 * for one partner use the company-led indexes.
 */
function narrowed(scope: Scope, f: Pick<CurrentAccountFilters, 'companyId' | 'businessPartnerId' | 'siteId'>): SQL[] {
  const conds: SQL[] = [];
  const scoped = ledgerScope(scope);
  if (scoped) conds.push(scoped);
  if (f.companyId) conds.push(eq(le.companyId, f.companyId));
  if (f.businessPartnerId) {
    conds.push(eq(le.businessPartnerId, f.businessPartnerId));
    if (scope.kind === 'all') conds.push(sql`${le.companyId} = (select ${businessPartners.companyId} from ${businessPartners} where ${businessPartners.id} = ${f.businessPartnerId})`);
  }
  if (f.siteId) {
    conds.push(eq(le.siteId, f.siteId));
    if (scope.kind === 'all') conds.push(sql`${le.companyId} = (select ${sites.companyId} from ${sites} where ${sites.id} = ${f.siteId})`);
  }
  return conds;
}

/** The WHERE of a filtered current account; `today` decides what is overdue. */
export function filteredWhere(scope: Scope, f: CurrentAccountFilters, today: string): SQL {
  const conds = narrowed(scope, f);
  if (f.documentType?.length) conds.push(inArray(le.documentType, f.documentType));
  if (f.state?.length) {
    const states = new Set(f.state);
    // Literal zeros, so the planner can prove the open-items partial index applies.
    const remains = sql`${le.remainingAmount} <> 0`;
    const parts: (SQL | undefined)[] = [];
    if (states.has('paid')) parts.push(sql`${le.remainingAmount} = 0`);
    if (states.has('overdue') && states.has('open')) parts.push(remains);
    else if (states.has('overdue')) parts.push(and(remains, lt(le.dueDate, today)));
    else if (states.has('open')) parts.push(and(remains, or(isNull(le.dueDate), gte(le.dueDate, today))));
    conds.push(parts.length === 1 ? parts[0]! : or(...parts)!);
  }
  if (f.from) conds.push(gte(le.postDate, f.from));
  if (f.to) conds.push(lte(le.postDate, f.to));
  if (f.dueFrom) conds.push(gte(le.dueDate, f.dueFrom));
  if (f.dueTo) conds.push(lte(le.dueDate, f.dueTo));
  // upper() on both sides matches ledger_entries_company_doc_upper_idx (a prefix range scan).
  if (f.search) conds.push(sql`upper(${le.documentNo}) like upper(${`${escapeLike(f.search)}%`})`);
  return conds.length ? and(...conds)! : sql`true`;
}

/**
 * How a page may be ordered. Only the due date can be empty (a payment has none): empty ones go
 * last in both directions. The other columns are NOT NULL, so their plain order matches the
 * (company_id, column, id) indexes; the id makes pages stable.
 */
const LEDGER_SORT = {
  sorts: {
    documentNo: le.documentNo,
    documentType: le.documentType,
    postDate: le.postDate,
    dueDate: le.dueDate,
    amount: le.amount,
    remainingAmount: le.remainingAmount,
  } satisfies Record<CurrentAccountSort, unknown>,
  tieBreaker: le.id,
  nullsLast: ['dueDate'],
} satisfies SortSpec<CurrentAccountSort>;

export type EntryRow = {
  id: string;
  documentNo: string;
  documentType: (typeof le.$inferSelect)['documentType'];
  description: string;
  postDate: string;
  dueDate: string | null;
  amount: string;
  remainingAmount: string;
  currency: string;
  companyName: string;
  businessPartnerName: string;
  siteName: string | null;
};

/**
 * One page of entries in the given order. The page's ids are cut from an index alone (a far
 * page skips index entries, not rows); only those rows are then read and joined to their
 * partner and site names.
 */
export async function findEntries(db: Db, where: SQL, order: LedgerOrder, limit: number, offset: number): Promise<EntryRow[]> {
  const ordering = orderingOf(LEDGER_SORT, order);
  const page = db
    .select({ id: le.id, key: sql`${ordering.column}`.as('sort_key') })
    .from(le)
    .where(where)
    .orderBy(...orderBy(ordering))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: le.id,
      documentNo: le.documentNo,
      documentType: le.documentType,
      description: le.description,
      postDate: le.postDate,
      dueDate: le.dueDate,
      amount: le.amount,
      remainingAmount: le.remainingAmount,
      currency: le.currency,
      companyName: companies.name,
      businessPartnerName: businessPartners.name,
      siteName: sites.name,
    })
    .from(page)
    .innerJoin(le, eq(le.id, page.id))
    .innerJoin(companies, eq(companies.id, le.companyId))
    .innerJoin(businessPartners, eq(businessPartners.id, le.businessPartnerId))
    .leftJoin(sites, eq(sites.id, le.siteId))
    .orderBy(...orderBy({ ...ordering, column: page.key, tieBreaker: page.id }));
}

export interface Totals {
  /** Exact up to `countCap`; past it the count stops at countCap + 1. */
  count: number;
  /** Per currency, most open entries first: only entries with something remaining add to a balance. */
  open: { currency: string; balance: number; overdue: number }[];
  /** The open entries belong to more than one company (staff without a company filter). */
  severalCompanies: boolean;
}

/**
 * The count of the filtered set (counted up to `countCap` + 1, from the company/post-date index
 * alone) and its balance and overdue per currency, in one round trip. Paid entries add nothing
 * to a balance, so the sums read only the open items (a partial index) and are always exact.
 * The first and last company of each currency's open items tell a set spanning several companies.
 */
export async function totalsOf(db: Db, where: SQL, today: string, countCap: number): Promise<Totals> {
  const result = await db.execute(sql`
    select null::text as currency, (${cappedCount(db, le, where, countCap)}) as n,
           null::numeric as balance, null::numeric as overdue, null::text as first_company, null::text as last_company
    union all
    select ${le.currency}, count(*)::int, sum(${le.remainingAmount}), coalesce(sum(${le.remainingAmount}) filter (where ${le.dueDate} < ${today}), 0),
           min(${le.companyId}::text), max(${le.companyId}::text)
    from ${le} where ${where} and ${le.remainingAmount} <> 0 group by ${le.currency}`);
  type Row = { currency: string | null; n: number; balance: string | null; overdue: string | null; first_company: string | null; last_company: string | null };
  const rows = (result as unknown as { rows: Row[] }).rows;
  const sums = rows.filter((r) => r.currency !== null);
  const open = sums
    .sort((a, b) => b.n - a.n || a.currency!.localeCompare(b.currency!))
    .map((r) => ({ currency: r.currency!, balance: Number(r.balance), overdue: Number(r.overdue) }));
  const companyIds = new Set(sums.flatMap((r) => [r.first_company, r.last_company]));
  return { count: Number(rows.find((r) => r.currency === null)?.n ?? 0), open, severalCompanies: companyIds.size > 1 };
}

export interface StatementEntryRow {
  id: string;
  documentNo: string;
  documentType: EntryRow['documentType'];
  description: string;
  postDate: string;
  dueDate: string | null;
  amount: string;
  currency: string;
}

/** The entries posted in a period, oldest first, at most `limit`. */
export async function findStatementEntries(db: Db, scope: Scope, f: CurrentAccountFilters, from: string, to: string, limit: number): Promise<StatementEntryRow[]> {
  return db
    .select({ id: le.id, documentNo: le.documentNo, documentType: le.documentType, description: le.description, postDate: le.postDate, dueDate: le.dueDate, amount: le.amount, currency: le.currency })
    .from(le)
    .where(and(...narrowed(scope, f), gte(le.postDate, from), lte(le.postDate, to)))
    .orderBy(asc(le.postDate), asc(le.documentNo), asc(le.id))
    .limit(limit);
}

/** Per currency: the balance before `from` and what is overdue today among entries posted up to `to`. */
export async function statementBalances(db: Db, scope: Scope, f: CurrentAccountFilters, from: string, to: string, today: string) {
  return db
    .select({
      currency: le.currency,
      opening: sql<string>`coalesce(sum(${le.amount}) filter (where ${le.postDate} < ${from}), 0)`,
      overdue: sql<string>`coalesce(sum(${le.remainingAmount}) filter (where ${le.remainingAmount} <> 0 and ${le.dueDate} < ${today}), 0)`,
    })
    .from(le)
    .where(and(...narrowed(scope, f), lte(le.postDate, to)))
    .groupBy(le.currency);
}

/** Whether the entries posted up to `to` belong to more than one company (staff, before choosing one). */
export async function spansSeveralCompanies(db: Db, scope: Scope, f: CurrentAccountFilters, to: string): Promise<boolean> {
  const rows = await db
    .selectDistinct({ companyId: le.companyId })
    .from(le)
    .where(and(...narrowed(scope, f), lte(le.postDate, to)))
    .limit(2);
  return rows.length > 1;
}

/** A business partner the scope may see, with its company. */
export function findVisiblePartner(db: Db, scope: Scope, id: string) {
  return firstRow(
    db
      .select({ id: businessPartners.id, name: businessPartners.name, customerNo: businessPartners.customerNo, vatNo: businessPartners.vatNo, companyId: businessPartners.companyId, companyName: companies.name })
      .from(businessPartners)
      .innerJoin(companies, eq(companies.id, businessPartners.companyId))
      .where(and(eq(businessPartners.id, id), scopeWhere(scope, { companyId: businessPartners.companyId, businessPartnerId: businessPartners.id })))
      .limit(1),
  );
}

/** A site the scope may see, with its business partner. */
export function findVisibleSite(db: Db, scope: Scope, id: string) {
  return firstRow(
    db
      .select({ id: sites.id, name: sites.name, businessPartnerId: sites.businessPartnerId })
      .from(sites)
      .where(and(eq(sites.id, id), sitesInScope(scope)))
      .limit(1),
  );
}

export async function findCompanyName(db: Db, companyId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.name;
}
