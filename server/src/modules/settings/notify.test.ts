import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { SETTINGS_CHANNEL } from './service.ts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin')).id);
});
afterAll(() => t.close());

const globalSearch = async () => (await t.app.inject({ url: '/api/Backoffice/Settings/GlobalSearchActive', headers: admin })).json();
/** What another instance does: writes the row itself, then announces the key in the same transaction. */
const writeElsewhere = (value: object, announce: boolean) =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into settings (key, value) values ('documents', ${JSON.stringify(value)}::jsonb)
      on conflict (key) do update set value = excluded.value`);
    if (announce) await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, 'documents')`);
  });
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('settings cache and LISTEN/NOTIFY', () => {
  it('keeps a cached group until a notice says it changed, then reads it again at once', async () => {
    expect(await globalSearch()).toBe(true);

    // A change nobody announced: the cache still answers (well within the 60 s bound).
    await writeElsewhere({ maxUploadMegabytes: 20, globalSearchActive: false }, false);
    await new Promise((r) => setTimeout(r, 100));
    expect(await globalSearch()).toBe(true);

    // Announced: every listening instance forgets its copy.
    await writeElsewhere({ maxUploadMegabytes: 20, globalSearchActive: false }, true);
    await until(async () => (await globalSearch()) === false);
    expect(await globalSearch()).toBe(false);
  });

  it('a save through the API announces its key (seen by a listener of the channel)', async () => {
    const heard: string[] = [];
    const unlisten = await t.database.listen(SETTINGS_CHANNEL, (key) => heard.push(key), () => undefined);
    try {
      const res = await t.app.inject({ method: 'PUT', url: '/api/settings/documents', headers: admin, payload: { maxUploadMegabytes: 30, globalSearchActive: true } });
      expect(res.statusCode).toBe(200);
      await until(async () => heard.includes('documents'));
      expect(heard).toContain('documents');
      expect(await globalSearch()).toBe(true);
    } finally {
      await unlisten();
    }
  });
});
