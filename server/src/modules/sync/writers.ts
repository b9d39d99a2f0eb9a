import { and, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { contractLines, contracts, orders, trips } from '@/db/schema/customer.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { buildings, businessPartners, companies, sites } from '@/db/schema/org.ts';
import type { SyncEntity, SyncRecord } from '@customer-hub/contract/sync';
import { emitWebhookEvents } from '@/modules/webhooks/service.ts';

/** A record that passed its schema, with where it came from. */
export interface ValidRecord<E extends SyncEntity = SyncEntity> {
  data: SyncRecord<E>;
  key: string;
  line: number | null;
}

export interface BatchOutcome {
  created: number;
  updated: number;
  unchanged: number;
  /** Records refused while writing (an unknown parent), with the reason. */
  refused: { record: ValidRecord; reason: string }[];
}

/**
 * The ids of parents already looked up, by natural key, for one run. A dry run rolls back at its
 * end, so ids it holds of rows it created never outlive it.
 */
export class ParentCache {
  readonly companies = new Map<string, string>();
  readonly partners = new Map<string, string>();
  readonly sites = new Map<string, { id: string; businessPartnerId: string }>();
  readonly contracts = new Map<string, { id: string; businessPartnerId: string; siteId: string | null }>();
}

const pair = (a: string, b: string) => `${a}\u0000${b}`;
const num = (n: number) => String(n);
const optNum = (n: number | undefined) => (n === undefined ? null : String(n));

/**
 * INSERT … ON CONFLICT (key) DO UPDATE only where a value differs: a row identical to the one
 * stored is neither written nor returned, so created, updated and unchanged are counted exactly.
 * `touch` columns are set on every real update but not compared (updated_at, synced_at).
 */
async function upsert(tx: Db, table: PgTable, target: PgColumn[], rows: Record<string, unknown>[], compare: PgColumn[], touch: Record<string, SQL> = {}) {
  if (rows.length === 0) return { created: 0, updated: 0, createdIds: [] as string[] };
  const name = getTableName(table);
  const set: Record<string, SQL> = { ...touch };
  const keyOf = (column: PgColumn) => Object.entries(table).find(([, c]) => c === column)![0];
  for (const column of compare) set[keyOf(column)] = sql.raw(`excluded."${column.name}"`);
  const left = compare.map((c) => `"${name}"."${c.name}"`).join(', ');
  const right = compare.map((c) => `excluded."${c.name}"`).join(', ');
  const written = await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target, set, setWhere: sql.raw(`(${left}) IS DISTINCT FROM (${right})`) })
    .returning({ inserted: sql<boolean>`(xmax = 0)`, id: sql<string>`${sql.raw(`"${name}"."id"`)}` });
  const created = written.filter((r) => r.inserted).length;
  return { created, updated: written.length - created, createdIds: written.filter((r) => r.inserted).map((r) => r.id) };
}

/** New invoices and credit memos from the ERP: their company's webhooks (in the batch's transaction). */
async function newLedgerWebhooks(tx: Db, ids: string[]) {
  if (ids.length === 0) return;
  const e = ledgerEntries;
  const created = await tx
    .select({ id: e.id, companyId: e.companyId, businessPartnerId: e.businessPartnerId, siteId: e.siteId, documentNo: e.documentNo, documentType: e.documentType, postDate: e.postDate, dueDate: e.dueDate, amount: e.amount, currency: e.currency })
    .from(e)
    .where(and(inArray(e.id, ids), inArray(e.documentType, ['Invoice', 'Credit Memo'])));
  await emitWebhookEvents(
    tx,
    created.map(({ id, companyId, documentType, ...entry }) => ({
      companyId,
      event: documentType === 'Invoice' ? ('ledger.invoice_created' as const) : ('ledger.credit_memo_created' as const),
      payload: { ledgerEntryId: id, documentType, ...entry },
    })),
  );
}

async function companyIds(tx: Db, cache: ParentCache, codes: Iterable<string>) {
  const missing = [...new Set(codes)].filter((c) => !cache.companies.has(c));
  if (missing.length > 0) {
    for (const r of await tx.select({ id: companies.id, code: companies.code }).from(companies).where(inArray(companies.code, missing))) cache.companies.set(r.code, r.id);
  }
}

async function partnerIds(tx: Db, cache: ParentCache, keys: { companyId: string; customerNo: string }[]) {
  const missing = keys.filter((k) => !cache.partners.has(pair(k.companyId, k.customerNo)));
  if (missing.length === 0) return;
  const rows = await tx
    .select({ id: businessPartners.id, companyId: businessPartners.companyId, customerNo: businessPartners.customerNo })
    .from(businessPartners)
    .where(and(inArray(businessPartners.companyId, [...new Set(missing.map((k) => k.companyId))]), inArray(businessPartners.customerNo, [...new Set(missing.map((k) => k.customerNo))])));
  for (const r of rows) cache.partners.set(pair(r.companyId, r.customerNo), r.id);
}

async function siteIds(tx: Db, cache: ParentCache, keys: { companyId: string; code: string }[]) {
  const missing = keys.filter((k) => !cache.sites.has(pair(k.companyId, k.code)));
  if (missing.length === 0) return;
  const rows = await tx
    .select({ id: sites.id, companyId: sites.companyId, code: sites.code, businessPartnerId: sites.businessPartnerId })
    .from(sites)
    .where(and(inArray(sites.companyId, [...new Set(missing.map((k) => k.companyId))]), inArray(sites.code, [...new Set(missing.map((k) => k.code))])));
  for (const r of rows) cache.sites.set(pair(r.companyId, r.code), { id: r.id, businessPartnerId: r.businessPartnerId });
}

async function contractIds(tx: Db, cache: ParentCache, keys: { companyId: string; contractNo: string }[]) {
  const missing = keys.filter((k) => !cache.contracts.has(pair(k.companyId, k.contractNo)));
  if (missing.length === 0) return;
  const rows = await tx
    .select({ id: contracts.id, companyId: contracts.companyId, contractNo: contracts.contractNo, businessPartnerId: contracts.businessPartnerId, siteId: contracts.siteId })
    .from(contracts)
    .where(and(inArray(contracts.companyId, [...new Set(missing.map((k) => k.companyId))]), inArray(contracts.contractNo, [...new Set(missing.map((k) => k.contractNo))])));
  for (const r of rows) cache.contracts.set(pair(r.companyId, r.contractNo), { id: r.id, businessPartnerId: r.businessPartnerId, siteId: r.siteId });
}

/** A record with its parents' ids, or why they cannot be found. */
type Placement<R, P> = { record: R; placed: P; reason?: undefined } | { record: R; reason: string; placed?: undefined };

type Placed = { companyId: string; businessPartnerId: string; siteId: string | null };

/**
 * The company, business partner and (optional) site of a customer-data record, or why they
 * cannot be found. A site must belong to the record's business partner.
 */
type Placeable = 'contracts' | 'ledgerEntries' | 'orders' | 'trips';

async function placeAll<E extends Placeable>(tx: Db, cache: ParentCache, records: ValidRecord<E>[]): Promise<Placement<ValidRecord<E>, Placed>[]> {
  await companyIds(tx, cache, records.map((r) => r.data.companyCode));
  const withCompany = records.flatMap((r) => {
    const companyId = cache.companies.get(r.data.companyCode);
    return companyId ? [{ r, companyId }] : [];
  });
  await partnerIds(tx, cache, withCompany.map(({ r, companyId }) => ({ companyId, customerNo: r.data.customerNo })));
  await siteIds(tx, cache, withCompany.flatMap(({ r, companyId }) => (r.data.siteCode ? [{ companyId, code: r.data.siteCode }] : [])));
  return records.map((r): Placement<ValidRecord<E>, Placed> => {
    const companyId = cache.companies.get(r.data.companyCode);
    if (!companyId) return { record: r, reason: `Unknown company "${r.data.companyCode}"` };
    const businessPartnerId = cache.partners.get(pair(companyId, r.data.customerNo));
    if (!businessPartnerId) return { record: r, reason: `Unknown customer "${r.data.customerNo}" in company "${r.data.companyCode}"` };
    if (!r.data.siteCode) return { record: r, placed: { companyId, businessPartnerId, siteId: null } };
    const site = cache.sites.get(pair(companyId, r.data.siteCode));
    if (!site) return { record: r, reason: `Unknown site "${r.data.siteCode}" in company "${r.data.companyCode}"` };
    if (site.businessPartnerId !== businessPartnerId) return { record: r, reason: `Site "${r.data.siteCode}" is not a site of customer "${r.data.customerNo}"` };
    return { record: r, placed: { companyId, businessPartnerId, siteId: site.id } };
  });
}

/** Splits placed records into rows to write and refusals. */
function split<R, P>(results: Placement<R, P>[]) {
  const ok: { record: R; placed: P }[] = [];
  const refused: { record: R; reason: string }[] = [];
  for (const r of results) if (r.reason !== undefined) refused.push({ record: r.record, reason: r.reason });
  else ok.push({ record: r.record, placed: r.placed });
  return { ok, refused };
}

const outcome = (total: number, written: { created: number; updated: number }, refused: { record: ValidRecord; reason: string }[]): BatchOutcome => ({
  ...written,
  unchanged: total - refused.length - written.created - written.updated,
  refused,
});

type Writer = (tx: Db, cache: ParentCache, records: ValidRecord[]) => Promise<BatchOutcome>;

/** How each entity's batch is written: parents resolved by natural key, then one upsert. */
export const WRITERS: Record<SyncEntity, Writer> = {
  async companies(tx, _cache, records) {
    const rows = (records as ValidRecord<'companies'>[]).map((r) => ({ code: r.data.code, name: r.data.name }));
    return outcome(records.length, await upsert(tx, companies, [companies.code], rows, [companies.name]), []);
  },

  async businessPartners(tx, cache, records) {
    const rs = records as ValidRecord<'businessPartners'>[];
    await companyIds(tx, cache, rs.map((r) => r.data.companyCode));
    const { ok, refused } = split(
      rs.map((r): Placement<typeof r, string> => {
        const companyId = cache.companies.get(r.data.companyCode);
        return companyId ? { record: r, placed: companyId } : { record: r, reason: `Unknown company "${r.data.companyCode}"` };
      }),
    );
    const rows = ok.map(({ record: { data }, placed }) => ({ companyId: placed, customerNo: data.customerNo, name: data.name, vatNo: data.vatNo ?? null }));
    const written = await upsert(tx, businessPartners, [businessPartners.companyId, businessPartners.customerNo], rows, [businessPartners.name, businessPartners.vatNo]);
    return outcome(records.length, written, refused);
  },

  async sites(tx, cache, records) {
    const rs = records as ValidRecord<'sites'>[];
    await companyIds(tx, cache, rs.map((r) => r.data.companyCode));
    const known = rs.flatMap((r) => {
      const companyId = cache.companies.get(r.data.companyCode);
      return companyId ? [{ companyId, customerNo: r.data.customerNo }] : [];
    });
    await partnerIds(tx, cache, known);
    const { ok, refused } = split(
      rs.map((r): Placement<typeof r, { companyId: string; bp: string }> => {
        const companyId = cache.companies.get(r.data.companyCode);
        if (!companyId) return { record: r, reason: `Unknown company "${r.data.companyCode}"` };
        const bp = cache.partners.get(pair(companyId, r.data.customerNo));
        return bp ? { record: r, placed: { companyId, bp } } : { record: r, reason: `Unknown customer "${r.data.customerNo}" in company "${r.data.companyCode}"` };
      }),
    );
    const rows = ok.map(({ record: { data: d }, placed }) => ({
      companyId: placed.companyId,
      businessPartnerId: placed.bp,
      code: d.code,
      name: d.name,
      address: d.address ?? '',
      city: d.city ?? '',
      postalCode: d.postalCode ?? '',
      country: d.country ?? '',
      latitude: d.latitude ?? null,
      longitude: d.longitude ?? null,
    }));
    const written = await upsert(tx, sites, [sites.companyId, sites.code], rows, [
      sites.businessPartnerId,
      sites.name,
      sites.address,
      sites.city,
      sites.postalCode,
      sites.country,
      sites.latitude,
      sites.longitude,
    ]);
    // A site that moved to another customer: the cache must follow.
    for (const { record, placed } of ok) cache.sites.delete(pair(placed.companyId, record.data.code));
    return outcome(records.length, written, refused);
  },

  async buildings(tx, cache, records) {
    const rs = records as ValidRecord<'buildings'>[];
    await companyIds(tx, cache, rs.map((r) => r.data.companyCode));
    await siteIds(
      tx,
      cache,
      rs.flatMap((r) => {
        const companyId = cache.companies.get(r.data.companyCode);
        return companyId ? [{ companyId, code: r.data.siteCode }] : [];
      }),
    );
    const { ok, refused } = split(
      rs.map((r): Placement<typeof r, { companyId: string; siteId: string }> => {
        const companyId = cache.companies.get(r.data.companyCode);
        if (!companyId) return { record: r, reason: `Unknown company "${r.data.companyCode}"` };
        const site = cache.sites.get(pair(companyId, r.data.siteCode));
        return site ? { record: r, placed: { companyId, siteId: site.id } } : { record: r, reason: `Unknown site "${r.data.siteCode}" in company "${r.data.companyCode}"` };
      }),
    );
    const rows = ok.map(({ record: { data }, placed }) => ({ ...placed, code: data.code, name: data.name, syncedAt: new Date() }));
    const written = await upsert(tx, buildings, [buildings.companyId, buildings.code], rows, [buildings.siteId, buildings.name], { syncedAt: sql`now()` });
    return outcome(records.length, written, refused);
  },

  async contracts(tx, cache, records) {
    const { ok, refused } = split(await placeAll(tx, cache, records as ValidRecord<'contracts'>[]));
    const rows = ok.map(({ record: { data: d }, placed }) => ({
      ...placed,
      contractNo: d.contractNo,
      title: d.title,
      startDate: d.startDate,
      endDate: d.endDate ?? null,
      // The ERP's status applies to a new contract; approval is the hub's own from then on.
      ...(d.status && { status: d.status }),
      currency: d.currency ?? 'EUR',
    }));
    const written = await upsert(tx, contracts, [contracts.companyId, contracts.contractNo], rows, [
      contracts.businessPartnerId,
      contracts.siteId,
      contracts.title,
      contracts.startDate,
      contracts.endDate,
      contracts.currency,
    ]);
    for (const { record, placed } of ok) cache.contracts.delete(pair(placed.companyId, record.data.contractNo));
    return outcome(records.length, written, refused);
  },

  async contractLines(tx, cache, records) {
    const rs = records as ValidRecord<'contractLines'>[];
    await companyIds(tx, cache, rs.map((r) => r.data.companyCode));
    await contractIds(
      tx,
      cache,
      rs.flatMap((r) => {
        const companyId = cache.companies.get(r.data.companyCode);
        return companyId ? [{ companyId, contractNo: r.data.contractNo }] : [];
      }),
    );
    const { ok, refused } = split(
      rs.map((r): Placement<typeof r, { companyId: string; contract: { id: string; businessPartnerId: string; siteId: string | null } }> => {
        const companyId = cache.companies.get(r.data.companyCode);
        if (!companyId) return { record: r, reason: `Unknown company "${r.data.companyCode}"` };
        const contract = cache.contracts.get(pair(companyId, r.data.contractNo));
        return contract ? { record: r, placed: { companyId, contract } } : { record: r, reason: `Unknown contract "${r.data.contractNo}" in company "${r.data.companyCode}"` };
      }),
    );
    const rows = ok.map(({ record: { data: d }, placed }) => ({
      companyId: placed.companyId,
      businessPartnerId: placed.contract.businessPartnerId,
      siteId: placed.contract.siteId,
      contractId: placed.contract.id,
      erpKey: `${d.contractNo}/${d.lineNo}`,
      lineNo: d.lineNo,
      service: d.service,
      frequency: d.frequency,
      quantity: num(d.quantity),
      unitOfMeasure: d.unitOfMeasure,
      unitPrice: num(d.unitPrice),
    }));
    const l = contractLines;
    const written = await upsert(tx, l, [l.companyId, l.erpKey], rows, [l.businessPartnerId, l.siteId, l.contractId, l.lineNo, l.service, l.frequency, l.quantity, l.unitOfMeasure, l.unitPrice]);
    return outcome(records.length, written, refused);
  },

  async ledgerEntries(tx, cache, records) {
    const { ok, refused } = split(await placeAll(tx, cache, records as ValidRecord<'ledgerEntries'>[]));
    const rows = ok.map(({ record: { data: d }, placed }) => ({
      ...placed,
      erpKey: d.entryNo,
      documentNo: d.documentNo,
      documentType: d.documentType,
      description: d.description ?? '',
      postDate: d.postDate,
      dueDate: d.dueDate ?? null,
      amount: num(d.amount),
      remainingAmount: num(d.remainingAmount),
      currency: d.currency ?? 'EUR',
    }));
    const e = ledgerEntries;
    const written = await upsert(tx, e, [e.companyId, e.erpKey], rows, [
      e.businessPartnerId,
      e.siteId,
      e.documentNo,
      e.documentType,
      e.description,
      e.postDate,
      e.dueDate,
      e.amount,
      e.remainingAmount,
      e.currency,
    ]);
    await newLedgerWebhooks(tx, written.createdIds);
    return outcome(records.length, written, refused);
  },

  async orders(tx, cache, records) {
    const { ok, refused } = split(await placeAll(tx, cache, records as ValidRecord<'orders'>[]));
    const rows = ok.map(({ record: { data: d }, placed }) => ({
      ...placed,
      orderNo: d.orderNo,
      orderDate: d.orderDate,
      documentType: d.documentType,
      // The ERP's status applies to a new order; its transitions are the hub's own (DESIGN.md §4).
      ...(d.status && { status: d.status }),
      unitOfMeasure: d.unitOfMeasure,
      quantity: num(d.quantity),
      unitPrice: optNum(d.unitPrice),
      currency: d.currency ?? 'EUR',
      workLocation: d.workLocation,
      requestedTaskDate: d.requestedTaskDate,
      taskDate: d.taskDate ?? null,
      requestNo: d.requestNo ?? null,
      tourNo: d.tourNo ?? null,
    }));
    const o = orders;
    const written = await upsert(
      tx,
      o,
      [o.companyId, o.orderNo],
      rows,
      [o.businessPartnerId, o.siteId, o.orderDate, o.documentType, o.unitOfMeasure, o.quantity, o.unitPrice, o.currency, o.workLocation, o.requestedTaskDate, o.taskDate, o.requestNo, o.tourNo],
      { updatedAt: sql`now()` },
    );
    return outcome(records.length, written, refused);
  },

  async trips(tx, cache, records) {
    const { ok, refused } = split(await placeAll(tx, cache, records as ValidRecord<'trips'>[]));
    const rows = ok.map(({ record: { data: d }, placed }) => ({
      ...placed,
      tourNo: d.tourNo,
      vehicle: d.vehicle,
      driver: d.driver,
      origin: d.origin,
      destination: d.destination,
      plannedStart: new Date(d.plannedStart),
      plannedEnd: new Date(d.plannedEnd),
      actualStart: d.actualStart ? new Date(d.actualStart) : null,
      actualEnd: d.actualEnd ? new Date(d.actualEnd) : null,
      distanceKm: num(d.distanceKm),
      status: d.status,
    }));
    const t = trips;
    const written = await upsert(tx, t, [t.companyId, t.tourNo], rows, [
      t.businessPartnerId,
      t.siteId,
      t.vehicle,
      t.driver,
      t.origin,
      t.destination,
      t.plannedStart,
      t.plannedEnd,
      t.actualStart,
      t.actualEnd,
      t.distanceKm,
      t.status,
    ]);
    return outcome(records.length, written, refused);
  },
};

/** Each entity's key in the source: what a record is upserted by inside its company. */
export const KEY_OF: { [E in SyncEntity]: (d: SyncRecord<E>) => string } = {
  companies: (d) => d.code,
  businessPartners: (d) => `${d.companyCode}/${d.customerNo}`,
  sites: (d) => `${d.companyCode}/${d.code}`,
  buildings: (d) => `${d.companyCode}/${d.code}`,
  contracts: (d) => `${d.companyCode}/${d.contractNo}`,
  contractLines: (d) => `${d.companyCode}/${d.contractNo}/${d.lineNo}`,
  ledgerEntries: (d) => `${d.companyCode}/${d.entryNo}`,
  orders: (d) => `${d.companyCode}/${d.orderNo}`,
  trips: (d) => `${d.companyCode}/${d.tourNo}`,
};
