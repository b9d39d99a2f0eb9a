export const SYNC_CONNECTORS = ['file', 'odata'] as const;
export type SyncConnectorName = (typeof SYNC_CONNECTORS)[number];

export const SYNC_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

/** The entities a sync reads, in dependency order (parents first). */
export const SYNC_ENTITIES = ['companies', 'businessPartners', 'sites', 'buildings', 'contracts', 'contractLines', 'ledgerEntries', 'orders', 'trips'] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];
/** The organisation's entities: what the Buildings screen's "Sync buildings" reads. */
export const SYNC_ORGANISATION_ENTITIES = ['companies', 'businessPartners', 'sites', 'buildings'] as const satisfies readonly SyncEntity[];

/** A run keeps the first this-many bad records; `errorCount` counts them all. */
export const SYNC_MAX_ERRORS = 200;

export const SYNC_RUN_SORTS = ['createdAt'] as const;
