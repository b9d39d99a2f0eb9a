import type { Db } from '@/db/client.ts';
import { badRequest, forbidden } from '@/lib/errors.ts';
import { reachableTypes, typeName } from '@/modules/documents/service.ts';
import { scopeOf } from '@/db/scope.ts';
import { getDocumentSettings } from '@/modules/settings/service.ts';
import { allows, type Principal } from '@/plugins/policy.ts';
import { DOCUMENT_DOWNLOAD_LINK, type DocumentSection } from '@customer-hub/contract/documents';
import {
  GLOBAL_SEARCH_CONTEXT_VALUES,
  GLOBAL_SEARCH_GROUP_LIMIT,
  GLOBAL_SEARCH_MIN_LENGTH,
  type GlobalSearchContextValue,
  type GlobalSearchResponse,
} from '@customer-hub/contract/global-search';
import { t } from '@customer-hub/contract/i18n/dictionaries';
import { matchLanguage } from '@customer-hub/contract/languages';
import type { Permission } from '@customer-hub/contract/permissions';
import * as repo from './repository.ts';

/** The document sections each context searches (spec §3 contexts); COrders and CShipment find their records too. */
const CONTEXT_SECTIONS: Partial<Record<GlobalSearchContextValue, DocumentSection[]>> = {
  COrders: ['ListOrders'],
  CShipment: ['ServiceReports'],
  CInvoices: ['Invoices'],
  COtherDocuments: ['Budgets', 'Folders', 'IncidenceReports', 'LegalTechnician'],
};

/**
 * The permission each context's records need (staff have every one): the non-document contexts,
 * and the orders and shipments COrders and CShipment find beside their documents (the permission
 * of the Orders and Transports screens).
 */
const CONTEXT_PERMISSION: Partial<Record<GlobalSearchContextValue, Permission>> = {
  CTrips: 'Trips',
  CCurrentAcc: 'CurrentAccounts',
  CContractLines: 'ContractLines',
  COrders: 'Orders',
  CShipment: 'Trips',
};

/**
 * Spec §3 global search over the contexts asked (all seven when none), leaving out those the
 * caller's permissions close; 403 GLOBAL_SEARCH_OFF while the setting GlobalSearchActive is off
 * (the web then shows no search at all), 400 SEARCH_TOO_SHORT under GLOBAL_SEARCH_MIN_LENGTH characters.
 */
export async function globalSearch(db: Db, principal: Principal, search: string, contexts?: GlobalSearchContextValue[]): Promise<GlobalSearchResponse> {
  if (!(await getDocumentSettings(db)).globalSearchActive) throw forbidden('GLOBAL_SEARCH_OFF', 'Global search is turned off');
  const terms = repo.termsOf(search);
  if ([...terms.text].length < GLOBAL_SEARCH_MIN_LENGTH) throw badRequest('SEARCH_TOO_SHORT');
  const asked = new Set(contexts?.length ? contexts : GLOBAL_SEARCH_CONTEXT_VALUES);
  const may = (c: GlobalSearchContextValue) => {
    const permission = CONTEXT_PERMISSION[c];
    return asked.has(c) && (!permission || allows({ permission }, principal));
  };
  const scope = await scopeOf(db, principal);
  const limit = GLOBAL_SEARCH_GROUP_LIMIT;

  // Reachable types are already cut to the sections the caller's permissions open.
  const sections = new Set([...asked].flatMap((c) => CONTEXT_SECTIONS[c] ?? []));
  const types = sections.size ? (await reachableTypes(db, principal)).filter((t) => sections.has(t.section)) : [];

  const [ledger, trips, orders, shipments, docs, lines] = await Promise.all([
    may('CCurrentAcc') ? repo.searchLedger(db, scope, terms, limit) : [],
    may('CTrips') ? repo.searchTrips(db, scope, terms, limit) : [],
    may('COrders') ? repo.searchOrders(db, scope, terms, limit) : [],
    may('CShipment') ? repo.searchShipments(db, scope, terms, limit) : [],
    repo.searchDocuments(
      db,
      scope,
      types.map((t) => t.code),
      terms,
      limit,
    ),
    may('CContractLines') ? repo.searchContractLines(db, scope, terms, limit) : [],
  ]);

  const groups = new Map<string, GlobalSearchResponse['searchDocuments'][number]>();
  for (const type of types) groups.set(type.code, { name: typeName(type, principal.language), searchDocInfos: [] });
  for (const d of docs) groups.get(d.typeCode)?.searchDocInfos.push({ id: d.id, description: `${d.documentNo} · ${d.title}`, downloadLink: DOCUMENT_DOWNLOAD_LINK });
  const searchDocuments = [...groups.values()].filter((g) => g.searchDocInfos.length > 0);
  if (lines.length) {
    searchDocuments.push({
      name: t(matchLanguage(principal.language) ?? 'en-US', 'globalSearch.contextNames.ContractLines'),
      searchDocInfos: lines.map((l) => ({ id: l.id, description: `${l.contractNo} · ${l.lineNo} · ${l.service}`, downloadLink: null })),
    });
  }
  return {
    currentAccounts: ledger.map((e) => ({ id: e.id, description: e.description ? `${e.documentNo} · ${e.description}` : e.documentNo })),
    searchDocuments,
    trips: trips.map((t) => ({ id: t.id, description: `${t.tourNo} · ${t.origin} → ${t.destination}` })),
    orders: orders.map((o) => ({ id: o.id, description: `${o.orderNo}${o.formerNumber ? ` (${o.formerNumber})` : ''} · ${o.workLocation}` })),
    shipments: shipments.map((s) => ({ id: s.id, description: `${s.shipmentNo} · ${s.origin} → ${s.destination}` })),
  };
}
