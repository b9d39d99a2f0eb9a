import type { Db } from '@/db/client.ts';
import { SYNC_ENTITIES, SYNC_MAX_ERRORS, SYNC_RECORD_SCHEMAS, type SyncConnectorName, type SyncEntity } from '@customer-hub/contract/sync';
import { KEY_OF, ParentCache, WRITERS, type ValidRecord } from './writers.ts';

/** One record as the source holds it: not yet validated. `line` is its line or position in the source. */
export interface SourceRecord {
  line: number | null;
  data: unknown;
}

/**
 * Where ERP data comes from. `read` yields one entity's records; the engine asks for the
 * entities in dependency order (SYNC_ENTITIES: companies first, trips last), handing over the
 * database for the connector's own state (an incremental source's watermarks).
 */
export interface SyncConnector {
  readonly name: SyncConnectorName;
  read(entity: SyncEntity, db: Db): AsyncIterable<SourceRecord>;
  /** How many records the run will read, when the source knows it before reading. */
  total?(): Promise<number | null>;
  /**
   * Called when every record of an entity has been written (never on a dry run), in the
   * transaction of its last batch: where an incremental source keeps its watermark.
   */
  entityDone?(tx: Db, entity: SyncEntity): Promise<void>;
}

export interface EntityCounts {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

export interface RecordError {
  entity: SyncEntity;
  key: string | null;
  line: number | null;
  reason: string;
}

export interface SyncProgress {
  done: number;
  counts: Partial<Record<SyncEntity, EntityCounts>>;
  /** The first SYNC_MAX_ERRORS bad records. */
  errors: RecordError[];
  errorCount: number;
}

export interface SyncOptions {
  dryRun: boolean;
  batchSize?: number;
  /** Only these entities (still in dependency order); every entity when left out. */
  entities?: readonly SyncEntity[];
  /** After each batch, in its transaction: the run's record follows the data it describes. */
  onBatch?(tx: Db, progress: SyncProgress): Promise<void>;
}

export const DEFAULT_BATCH_SIZE = 1000;

/** A connector's failure whose message may be shown in the run (never a secret or a stack). */
export class SyncSourceError extends Error {}

/** Thrown at the end of a dry run to roll its one transaction back. */
class DryRunRollback extends Error {}

const emptyCounts = (): EntityCounts => ({ created: 0, updated: 0, unchanged: 0, failed: 0 });

/** A short reason from a schema failure: the first issues, with their field. */
function schemaReason(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => (i.path.length > 0 ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/**
 * Reads every entity from the connector and upserts its records by their ERP key, counting
 * created / updated / unchanged / failed per entity. A bad record (schema, unknown parent) is
 * recorded and skipped. Each batch is one transaction, so a run stopped half-way leaves whole
 * batches only, and running again completes it (the upserts are idempotent). A dry run does the
 * same work in one transaction that is rolled back: the counts are exact, nothing is kept.
 */
export async function runSync(db: Db, connector: SyncConnector, opts: SyncOptions): Promise<SyncProgress> {
  const progress: SyncProgress = { done: 0, counts: {}, errors: [], errorCount: 0 };
  if (!opts.dryRun) {
    await syncEntities(db, connector, opts, progress, (fn) => db.transaction(fn));
    return progress;
  }
  try {
    await db.transaction(async (tx) => {
      // Savepoints keep a batch's failure from spoiling the others, as separate transactions would.
      await syncEntities(tx, connector, opts, progress, (fn) => tx.transaction(fn));
      throw new DryRunRollback();
    });
  } catch (e) {
    if (!(e instanceof DryRunRollback)) throw e;
  }
  return progress;
}

/** The key of a record that failed its schema, when its key fields are there. */
function rawKey(keyOf: (d: unknown) => string, data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const key = keyOf(data);
  return key.includes('undefined') || key.split('/').includes('') ? null : key;
}

async function syncEntities(
  db: Db,
  connector: SyncConnector,
  opts: SyncOptions,
  progress: SyncProgress,
  inTransaction: (fn: (tx: Db) => Promise<void>) => Promise<void>,
): Promise<void> {
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  const cache = new ParentCache();
  const fail = (error: RecordError) => {
    progress.errorCount += 1;
    if (progress.errors.length < SYNC_MAX_ERRORS) progress.errors.push(error);
  };

  for (const entity of SYNC_ENTITIES) {
    if (opts.entities && !opts.entities.includes(entity)) continue;
    const schema = SYNC_RECORD_SCHEMAS[entity];
    const keyOf = KEY_OF[entity] as (d: unknown) => string;
    const counts = emptyCounts();
    let batch: ValidRecord[] = [];
    let keys = new Set<string>();
    let read = 0;
    let seen = false;

    const flush = async (last: boolean) => {
      const records = batch;
      const consumed = read;
      batch = [];
      keys = new Set();
      read = 0;
      await inTransaction(async (tx) => {
        if (records.length > 0) {
          const result = await WRITERS[entity](tx, cache, records);
          counts.created += result.created;
          counts.updated += result.updated;
          counts.unchanged += result.unchanged;
          counts.failed += result.refused.length;
          for (const { record, reason } of result.refused) fail({ entity, key: record.key, line: record.line, reason });
        }
        progress.done += consumed;
        if (seen) progress.counts[entity] = { ...counts };
        if (last && !opts.dryRun) await connector.entityDone?.(tx, entity);
        await opts.onBatch?.(tx, progress);
      });
    };

    for await (const source of connector.read(entity, db)) {
      seen = true;
      read += 1;
      const parsed = schema.safeParse(source.data);
      if (!parsed.success) {
        counts.failed += 1;
        const key = rawKey(keyOf, source.data);
        fail({ entity, key, line: source.line, reason: schemaReason(parsed.error.issues) });
      } else {
        const key = keyOf(parsed.data);
        // The same key twice in one batch: the earlier is written first, as in the source's order.
        if (keys.has(key)) await flush(false);
        batch.push({ data: parsed.data as never, key, line: source.line });
        keys.add(key);
      }
      if (batch.length >= batchSize || read >= batchSize * 4) await flush(false);
    }
    await flush(true);
  }
}
