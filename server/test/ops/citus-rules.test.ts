import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client.ts';
import { openTestDatabase } from '../helpers.ts';
import { citusTables, citusViolations, REFERENCE_TENANT_TABLES } from './citus-rules.ts';

// Citus distributes tenant tables (those with a company_id column) by company_id (docs/OPERATIONS.md,
// "Citus"). Read from the catalogue of the migrated database; the rules are in citus-rules.ts, and
// migrations.test.ts shows they find the keys the schema had before migration 0016.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('Citus distribution rules', () => {
  it('every key, unique index and foreign key between distributed tables holds company_id, which is NOT NULL; no reference table points at a distributed one', async () => {
    const tables = await citusTables(database.db);
    const violations = await citusViolations(database.db);
    const referenceTenants = tables.tenant.filter((t) => !tables.distributed.includes(t));
    console.log(
      `tenant tables: ${tables.tenant.length} (distributed ${tables.distributed.length}, reference ${referenceTenants.length}: ${referenceTenants.join(', ')}); ` +
        `reference tables in all: ${tables.reference.length}; violations: ${violations.length}`,
    );
    expect(tables.distributed.length).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('lists as reference tables only tables that have company_id', async () => {
    const { tenant } = await citusTables(database.db);
    expect(Object.keys(REFERENCE_TENANT_TABLES).filter((t) => !tenant.includes(t))).toEqual([]);
  });
});
