import { z } from 'zod';
import { CONTRACT_STATUSES } from './constants/contracts.ts';
import { LEDGER_DOCUMENT_TYPES } from './constants/current-account.ts';
import { ORDER_STATUSES } from './constants/orders.ts';
import { TRIP_STATUSES } from './constants/trips.ts';
import { SYNC_CONNECTORS, SYNC_ENTITIES, SYNC_RUN_STATUSES, type SyncEntity } from './constants/sync.ts';
import { IdParams, PageQuery, pageOf } from './paging.ts';
export * from './constants/sync.ts';

export const SyncConnector = z.enum(SYNC_CONNECTORS);
export const SyncEntityName = z.enum(SYNC_ENTITIES);
export const SyncRunStatus = z.enum(SYNC_RUN_STATUSES);

// ---- The records an ERP export holds (docs/sync-format.md). A CSV cell is text: numbers are
// ---- coerced, and an empty cell is a missing value.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const key = z.string().trim().min(1).max(100);
const name = z.string().trim().min(1).max(200);
const optText = (max = 500) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const day = z.iso.date();
const optDay = z.preprocess(blankToUndefined, z.iso.date().optional());
const instant = z.iso.datetime({ offset: true });
const optInstant = z.preprocess(blankToUndefined, z.iso.datetime({ offset: true }).optional());
const decimal = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().finite());
const optDecimal = z.preprocess((v) => (blankToUndefined(v) === undefined ? undefined : typeof v === 'string' ? Number(v) : v), z.number().finite().optional());
const optCurrency = z.preprocess(blankToUndefined, z.string().regex(/^[A-Z]{3}$/).optional());

export const SyncCompany = z.object({ code: key, name });
export const SyncBusinessPartner = z.object({ companyCode: key, customerNo: key, name, vatNo: optText(50) });
export const SyncSite = z.object({
  companyCode: key,
  customerNo: key,
  code: key,
  name,
  address: optText(),
  city: optText(200),
  postalCode: optText(20),
  country: optText(100),
  latitude: optDecimal,
  longitude: optDecimal,
});
export const SyncBuilding = z.object({ companyCode: key, siteCode: key, code: key, name });
export const SyncContract = z.object({
  companyCode: key,
  customerNo: key,
  siteCode: optText(100),
  contractNo: key,
  title: name,
  startDate: day,
  endDate: optDay,
  status: z.preprocess(blankToUndefined, z.enum(CONTRACT_STATUSES).optional()),
  currency: optCurrency,
});
export const SyncContractLine = z.object({
  companyCode: key,
  contractNo: key,
  lineNo: z.coerce.number().int().min(0),
  service: name,
  frequency: z.string().trim().max(100),
  quantity: decimal,
  unitOfMeasure: z.string().trim().max(20),
  unitPrice: decimal,
});
export const SyncLedgerEntry = z.object({
  companyCode: key,
  customerNo: key,
  siteCode: optText(100),
  /** The ERP's entry number: the key (a document may have several entries). */
  entryNo: key,
  documentNo: key,
  documentType: z.enum(LEDGER_DOCUMENT_TYPES),
  description: optText(),
  postDate: day,
  dueDate: optDay,
  amount: decimal,
  remainingAmount: decimal,
  currency: optCurrency,
});
export const SyncOrder = z.object({
  companyCode: key,
  customerNo: key,
  siteCode: optText(100),
  orderNo: key,
  orderDate: day,
  documentType: z.string().trim().min(1).max(50),
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES).optional()),
  unitOfMeasure: z.string().trim().max(20),
  quantity: decimal,
  unitPrice: optDecimal,
  currency: optCurrency,
  workLocation: z.string().trim().max(200),
  requestedTaskDate: day,
  taskDate: optDay,
  requestNo: optText(50),
  tourNo: optText(50),
});
export const SyncTrip = z.object({
  companyCode: key,
  customerNo: key,
  siteCode: optText(100),
  tourNo: key,
  vehicle: z.string().trim().max(100),
  driver: z.string().trim().max(200),
  origin: z.string().trim().max(200),
  destination: z.string().trim().max(200),
  plannedStart: instant,
  plannedEnd: instant,
  actualStart: optInstant,
  actualEnd: optInstant,
  distanceKm: decimal,
  status: z.enum(TRIP_STATUSES),
});

/** Each entity's record schema, in dependency order. */
export const SYNC_RECORD_SCHEMAS = {
  companies: SyncCompany,
  businessPartners: SyncBusinessPartner,
  sites: SyncSite,
  buildings: SyncBuilding,
  contracts: SyncContract,
  contractLines: SyncContractLine,
  ledgerEntries: SyncLedgerEntry,
  orders: SyncOrder,
  trips: SyncTrip,
} as const;
export type SyncRecord<E extends keyof typeof SYNC_RECORD_SCHEMAS> = z.infer<(typeof SYNC_RECORD_SCHEMAS)[E]>;

// ---- Runs

export const SyncEntityCounts = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), failed: z.number().int() });
export const SyncRecordError = z.object({ entity: SyncEntityName, key: z.string().nullable(), line: z.number().int().nullable(), reason: z.string() });

export const SyncRun = z.object({
  id: z.string(),
  connector: SyncConnector,
  dryRun: z.boolean(),
  status: SyncRunStatus,
  fileId: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int().nullable(),
  counts: z.partialRecord(SyncEntityName, SyncEntityCounts),
  errorCount: z.number().int(),
  failure: z.string().nullable(),
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type SyncRun = z.infer<typeof SyncRun>;
export const SyncRunDetail = SyncRun.extend({ errors: z.array(SyncRecordError) });
export type SyncRunDetail = z.infer<typeof SyncRunDetail>;

export const FindSyncRunsRequest = PageQuery.extend({ connector: SyncConnector.optional(), status: SyncRunStatus.optional() });
export type FindSyncRunsRequest = z.infer<typeof FindSyncRunsRequest>;
export const FindSyncRunsResponse = pageOf(SyncRun);
export const SyncRunParams = IdParams;

/** POST /api/sync/runs: queue a run; a file run names an uploaded file. */
export const StartSyncRun = z
  .object({
    connector: SyncConnector,
    dryRun: z.boolean().default(false),
    fileId: z.uuid().optional(),
    /** Only these entities (and in their dependency order); every entity when left out. */
    entities: z.array(SyncEntityName).min(1).max(SYNC_ENTITIES.length).optional(),
  })
  .strict()
  .refine((v) => (v.connector === 'file') === (v.fileId !== undefined), { message: 'A file run needs fileId, and only a file run takes one', path: ['fileId'] });
export const StartSyncRunResponse = z.object({ id: z.string(), status: SyncRunStatus });

/** POST /api/sync/files (multipart): a JSON document, or a CSV of the entity named in `entity`. */
export const UploadSyncFileFields = z.object({ entity: SyncEntityName.optional() });
export const SyncFile = z.object({ id: z.string(), fileName: z.string(), format: z.enum(['json', 'csv']), entity: SyncEntityName.nullable(), size: z.number().int(), createdAt: z.string() });
export type SyncFile = z.infer<typeof SyncFile>;

// ---- Settings (admin): the nightly schedule and the Business Central / NAV OData connector.

export const SYNC_SETTING = 'sync';
const entitySetName = z.string().trim().regex(/^[A-Za-z][\w]*$/).max(100);
/** The entities Business Central's standard API has no entity set for: read from the extension's pages. */
export const SYNC_CUSTOM_ENTITIES = ['sites', 'buildings', 'contracts', 'contractLines', 'orders', 'trips'] as const satisfies readonly SyncEntity[];
const optSet = z.preprocess(blankToUndefined, entitySetName.optional());
export const CustomEntitySets = z
  .object({ sites: optSet, buildings: optSet, contracts: optSet, contractLines: optSet, orders: optSet, trips: optSet })
  .strict();
export type CustomEntitySets = Partial<Record<(typeof SYNC_CUSTOM_ENTITIES)[number], string>>;
export const ODataAuthKind = z.enum(['oauth2', 'basic']);
const optField = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** What an admin sets; `secret` (the client secret or password) is write-only: left out, it is kept. */
export const SyncODataSettingsInput = z
  .object({
    /** The API root, e.g. https://api.businesscentral.dynamics.com/v2.0/<tenant>/<environment>/api/v2.0 */
    baseUrl: z.url({ protocol: /^https?$/ }).max(500),
    /** The Business Central company's id (the `companies(<id>)` segment). */
    erpCompanyId: z.string().trim().min(1).max(100),
    /** The hub company its data goes to (created or renamed by the sync). */
    companyCode: key,
    companyName: name,
    authKind: ODataAuthKind,
    tokenUrl: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).max(500).optional()),
    clientId: optField(200),
    scope: optField(500),
    username: optField(200),
    secret: optField(2000),
    /** The entity set of customer ledger entries (an extension's API page on Business Central). */
    ledgerEntitySet: entitySetName.default('customerLedgerEntries'),
    /**
     * The root of the company's own API pages (an extension's /api/<publisher>/<group>/<version>),
     * where the entity sets below are read; the API root above when left out.
     */
    customBaseUrl: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).max(500).optional()),
    /** Entity sets of the extension's API pages, whose fields carry the names of docs/sync-format.md; an entity without one is not read. */
    entitySets: CustomEntitySets.default({}),
  })
  .strict()
  .refine((v) => v.authKind !== 'oauth2' || (v.tokenUrl && v.clientId), { message: 'OAuth2 needs the token URL and the client id', path: ['tokenUrl'] })
  .refine((v) => v.authKind !== 'basic' || v.username, { message: 'Basic authentication needs the user name', path: ['username'] });

export const SyncSettingsInput = z
  .object({
    nightly: z.boolean(),
    nightlyHourUtc: z.number().int().min(0).max(23),
    odata: SyncODataSettingsInput.nullable(),
  })
  .strict();

export const SyncSettings = z.object({
  nightly: z.boolean(),
  nightlyHourUtc: z.number().int(),
  odata: z
    .object({
      baseUrl: z.string(),
      erpCompanyId: z.string(),
      companyCode: z.string(),
      companyName: z.string(),
      authKind: ODataAuthKind,
      tokenUrl: z.string().nullable(),
      clientId: z.string().nullable(),
      scope: z.string().nullable(),
      username: z.string().nullable(),
      ledgerEntitySet: z.string(),
      customBaseUrl: z.string().nullable(),
      entitySets: z.object({
        sites: z.string().optional(),
        buildings: z.string().optional(),
        contracts: z.string().optional(),
        contractLines: z.string().optional(),
        orders: z.string().optional(),
        trips: z.string().optional(),
      }),
      /** Whether a secret is stored; the secret itself is never answered. */
      secretSet: z.boolean(),
    })
    .nullable(),
});
export type SyncSettings = z.infer<typeof SyncSettings>;
export const DEFAULT_SYNC_SETTINGS = { nightly: true, nightlyHourUtc: 2, odata: null } as const;
