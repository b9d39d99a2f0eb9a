import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { syncWatermarks } from '@/db/schema/sync.ts';
import { SYNC_CUSTOM_ENTITIES, type CustomEntitySets, type SyncEntity } from '@customer-hub/contract/sync';
import { SyncSourceError, type SourceRecord, type SyncConnector } from './engine.ts';

export type ODataAuth =
  | { kind: 'oauth2'; tokenUrl: string; clientId: string; clientSecret: string; scope?: string }
  | { kind: 'basic'; username: string; password: string };

export interface ODataOptions {
  /** The API root, e.g. https://api.businesscentral.dynamics.com/v2.0/<tenant>/<environment>/api/v2.0 */
  baseUrl: string;
  /** The Business Central company's id: entity sets are read under companies(<id>). */
  erpCompanyId: string;
  /** The hub company the data goes to. */
  companyCode: string;
  companyName: string;
  auth: ODataAuth;
  /** The entity set of customer ledger entries. */
  ledgerEntitySet?: string;
  /** The root of the company's own API pages (an extension's); `baseUrl` when left out. */
  customBaseUrl?: string;
  /** The extension's entity sets, read with the hub's own field names; an entity without one is not read. */
  entitySets?: CustomEntitySets;
  /** Asked with Prefer: odata.maxpagesize; the server may page smaller. */
  pageSize?: number;
  /** Read everything, ignoring the stored watermarks. */
  full?: boolean;
}

type ODataRow = Record<string, unknown>;

const CONNECTOR = 'odata';
const TIMEOUT_MS = 60_000;
const RETRY_DELAYS_MS = [1000, 3000];
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Business Central writes a space in an enum value as _x0020_ ("Credit_x0020_Memo"). */
const enumText = (v: unknown) => (typeof v === 'string' ? v.replace(/_x0020_/g, ' ').trim() : v);
const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? undefined : String(v));
/** Business Central answers an empty date as 0001-01-01. */
const day = (v: unknown) => (typeof v === 'string' && v !== '' && !v.startsWith('0001-01-01') ? v.slice(0, 10) : undefined);

/** How an entity set's rows become the hub's records. */
const MAPPINGS = {
  businessPartners: {
    entitySet: () => 'customers',
    map: (row: ODataRow, o: ODataOptions) => ({
      companyCode: o.companyCode,
      customerNo: text(row.number),
      name: text(row.displayName),
      vatNo: text(row.taxRegistrationNumber) || undefined,
    }),
  },
  ledgerEntries: {
    entitySet: (o: ODataOptions) => o.ledgerEntitySet ?? 'customerLedgerEntries',
    map: (row: ODataRow, o: ODataOptions) => ({
      companyCode: o.companyCode,
      customerNo: text(row.customerNumber),
      entryNo: text(row.entryNumber),
      documentNo: text(row.documentNumber),
      documentType: enumText(row.documentType),
      description: text(row.description),
      postDate: day(row.postingDate),
      dueDate: day(row.dueDate),
      amount: row.amount,
      remainingAmount: row.remainingAmount,
      currency: text(row.currencyCode) || undefined,
    }),
  },
} satisfies Partial<Record<SyncEntity, { entitySet(o: ODataOptions): string; map(row: ODataRow, o: ODataOptions): Record<string, unknown> }>>;

type CustomEntity = (typeof SYNC_CUSTOM_ENTITIES)[number];
const isCustom = (entity: SyncEntity): entity is CustomEntity => (SYNC_CUSTOM_ENTITIES as readonly SyncEntity[]).includes(entity);

/**
 * A row of an extension's API page: its fields already carry the hub's names (docs/sync-format.md),
 * so it is taken as it is, without OData's annotations, and filed under the configured company.
 */
function customRecord(row: ODataRow, o: ODataOptions): Record<string, unknown> {
  const fields = Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('@') && k !== 'id' && k !== 'lastModifiedDateTime'));
  return { ...fields, companyCode: o.companyCode };
}

/** Where an entity is read from (API root and entity set), or null when it is not read. */
function sourceOf(entity: SyncEntity, o: ODataOptions): { root: string; entitySet: string; map(row: ODataRow, o: ODataOptions): Record<string, unknown> } | null {
  if (entity === 'businessPartners' || entity === 'ledgerEntries') return { root: o.baseUrl, entitySet: MAPPINGS[entity].entitySet(o), map: MAPPINGS[entity].map };
  if (isCustom(entity) && o.entitySets?.[entity]) return { root: o.customBaseUrl ?? o.baseUrl, entitySet: o.entitySets[entity], map: customRecord };
  return null;
}

/**
 * The Business Central / NAV connector (OData v4, API v2.0): the company from the settings,
 * customers as business partners and customer ledger entries from the standard API; sites,
 * buildings, contracts and their lines, orders and trips from the entity sets of the company's
 * own API pages (an extension), when named in the settings. Pages follow `@odata.nextLink`;
 * each entity set is read from its watermark (the greatest `lastModifiedDateTime` read by the
 * last complete run), stored when the entity set has been written.
 */
export function odataConnector(options: ODataOptions): SyncConnector {
  let token: { value: string; expiresAt: number } | undefined;
  const newest = new Map<string, string>();

  async function authorization(): Promise<string> {
    const auth = options.auth;
    if (auth.kind === 'basic') return `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`;
    if (token && token.expiresAt > Date.now() + 60_000) return `Bearer ${token.value}`;
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: auth.clientId, client_secret: auth.clientSecret });
    if (auth.scope) body.set('scope', auth.scope);
    const answer = await call(auth.tokenUrl, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 'The token endpoint');
    const json = (await answer.json()) as { access_token?: string; expires_in?: number };
    if (!json.access_token) throw new SyncSourceError('The token endpoint answered no access token');
    token = { value: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 3600) * 1000 };
    return `Bearer ${token.value}`;
  }

  /**
   * One request. A read (GET) is tried again, after 1 then 3 seconds, when the connection fails
   * (a kept-alive connection the server closed meanwhile) or the service is busy (429, 502-504).
   */
  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    const retries = init.method === undefined || init.method === 'GET' ? RETRY_DELAYS_MS : [];
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= retries.length;
      let answer: Response;
      try {
        answer = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
      } catch {
        if (!last) {
          await sleep(retries[attempt]!);
          continue;
        }
        throw new SyncSourceError(`${what} cannot be reached`);
      }
      if (answer.ok) return answer;
      await answer.body?.cancel();
      if (!last && RETRY_STATUSES.has(answer.status)) {
        await sleep(retries[attempt]!);
        continue;
      }
      throw new SyncSourceError(`${what} answered HTTP ${answer.status}`);
    }
  }

  async function watermarkOf(db: Db, entitySet: string): Promise<string | undefined> {
    if (options.full) return undefined;
    const [row] = await db
      .select({ watermark: syncWatermarks.watermark })
      .from(syncWatermarks)
      .where(and(eq(syncWatermarks.connector, CONNECTOR), eq(syncWatermarks.entitySet, `${options.erpCompanyId}/${entitySet}`)))
      .limit(1);
    return row?.watermark;
  }

  async function* pages(db: Db, apiRoot: string, entitySet: string): AsyncGenerator<ODataRow> {
    const root = apiRoot.replace(/\/+$/, '');
    const since = await watermarkOf(db, entitySet);
    const query = new URLSearchParams({ $orderby: 'lastModifiedDateTime asc' });
    if (since) query.set('$filter', `lastModifiedDateTime gt ${since}`);
    let next: string | undefined = `${root}/companies(${encodeURIComponent(options.erpCompanyId)})/${entitySet}?${query.toString().replace(/\+/g, '%20')}`;
    const origin = new URL(root).origin;
    while (next) {
      // A next link is followed only on the service's own origin (the credentials go with it).
      if (new URL(next, root).origin !== origin) throw new SyncSourceError('The OData service sent a next link to another host');
      const answer = await call(
        new URL(next, root).toString(),
        { headers: { authorization: await authorization(), accept: 'application/json', prefer: `odata.maxpagesize=${options.pageSize ?? 1000}` } },
        `The OData service (${entitySet})`,
      );
      const page = (await answer.json()) as { value?: unknown; '@odata.nextLink'?: unknown };
      if (!Array.isArray(page.value)) throw new SyncSourceError(`The OData service (${entitySet}) answered no value list`);
      for (const row of page.value as ODataRow[]) {
        const modified = text(row.lastModifiedDateTime);
        if (modified && modified > (newest.get(entitySet) ?? '')) newest.set(entitySet, modified);
        yield row;
      }
      next = typeof page['@odata.nextLink'] === 'string' ? page['@odata.nextLink'] : undefined;
    }
  }

  return {
    name: 'odata',
    async *read(entity, db): AsyncGenerator<SourceRecord> {
      if (entity === 'companies') {
        yield { line: null, data: { code: options.companyCode, name: options.companyName } };
        return;
      }
      const source = sourceOf(entity, options);
      if (!source) return;
      let position = 0;
      for await (const row of pages(db, source.root, source.entitySet)) {
        position += 1;
        yield { line: position, data: source.map(row, options) };
      }
    },
    async entityDone(tx, entity) {
      const entitySet = sourceOf(entity, options)?.entitySet;
      if (!entitySet) return;
      const watermark = newest.get(entitySet);
      if (!watermark) return;
      await tx
        .insert(syncWatermarks)
        .values({ connector: CONNECTOR, entitySet: `${options.erpCompanyId}/${entitySet}`, watermark })
        .onConflictDoUpdate({
          target: [syncWatermarks.connector, syncWatermarks.entitySet],
          set: { watermark, updatedAt: sql`now()` },
          setWhere: sql`${syncWatermarks.watermark} < ${watermark}`,
        });
    },
  };
}
