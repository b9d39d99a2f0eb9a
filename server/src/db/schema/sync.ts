import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { SYNC_CONNECTORS, SYNC_RUN_STATUSES } from '@customer-hub/contract/constants/sync';
import { users } from './users.ts';

/** One ERP sync run (modules/sync): queued by a person or the nightly schedule, run by the worker. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connector: text('connector', { enum: SYNC_CONNECTORS }).notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    status: text('status', { enum: SYNC_RUN_STATUSES }).notNull().default('queued'),
    /** The uploaded file a file run reads (sync_files). */
    fileId: uuid('file_id'),
    done: integer('done').notNull().default(0),
    /** Records to read, when the connector knows it (a file does; OData counts per entity set). */
    total: integer('total'),
    /** Per entity: { created, updated, unchanged, failed }. */
    counts: jsonb('counts').notNull().default({}),
    /** The first SYNC_MAX_ERRORS bad records: { entity, key, line, reason }. */
    errors: jsonb('errors').notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    /** Why the run as a whole failed (never a secret or a stack trace). */
    failure: text('failure'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedByName: text('started_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sync_runs_created_idx').on(t.createdAt, t.id), index('sync_runs_connector_status_idx').on(t.connector, t.status)],
);

/** An uploaded ERP export waiting for (or read by) file runs; the bytes are in the blob store. */
export const syncFiles = pgTable('sync_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  /** json: one document with every entity; csv: the one entity named here. */
  format: text('format', { enum: ['json', 'csv'] }).notNull(),
  entity: text('entity'),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Incremental reads: the last modification time read per connector and entity set. */
export const syncWatermarks = pgTable(
  'sync_watermarks',
  {
    connector: text('connector').notNull(),
    entitySet: text('entity_set').notNull(),
    watermark: text('watermark').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.connector, t.entitySet] })],
);
