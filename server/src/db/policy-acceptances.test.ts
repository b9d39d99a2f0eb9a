import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyAcceptances } from '@/db/schema/policies.ts';
import { buildTestApp, rowsOf, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('policy_acceptances (the acceptance log)', () => {
  it('takes new rows and refuses UPDATE, DELETE and TRUNCATE at the database', async () => {
    const db = t.database.db;
    const row = { userId: crypto.randomUUID(), userName: 'carla', policyId: crypto.randomUUID(), policyVersion: 1, language: 'pt-PT', accepted: true, ipAddress: '203.0.113.9' };
    const [inserted] = await db.insert(policyAcceptances).values(row).returning();
    expect(inserted).toMatchObject(row);

    const refused = async (run: () => Promise<unknown>) => {
      const error = await run().then(
        () => null,
        (e: unknown) => e,
      );
      expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/append-only/);
    };
    await refused(() => db.update(policyAcceptances).set({ accepted: false }).where(eq(policyAcceptances.id, inserted!.id)));
    await refused(() => db.delete(policyAcceptances).where(eq(policyAcceptances.id, inserted!.id)));
    await refused(() => db.execute(sql`truncate policy_acceptances`));

    const left = await rowsOf<{ accepted: boolean }>(db, sql`select accepted from policy_acceptances where id = ${inserted!.id}`);
    expect(left).toEqual([{ accepted: true }]);
  });
});
