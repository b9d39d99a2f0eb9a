import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildSite, buildTeam, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { listed } from '../../../test/lists.ts';

let t: TestApp;
let auth: { authorization: string };
let a: Awaited<ReturnType<typeof buildTenant>>;
let otherSite: string;
let alfaId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  otherSite = (await buildSite(db, a.company.id, a.partner.id)).id;
  auth = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions: ['Dashboard'] })).id);
  alfaId = (await buildTeam(db, a.tenant, { name: 'Alfa', leader: 'Zita', members: 6, shift: 'Night', speciality: 'Electrical' })).id;
  await buildTeam(db, a.tenant, { name: 'Bravo', leader: 'Yara', members: 2, shift: 'Morning', speciality: 'Cleaning' });
  await buildTeam(db, { ...a.tenant, siteId: otherSite }, { name: 'Charlie', leader: 'Xavier', members: 4, shift: 'Morning', speciality: 'Plumbing' });
});
afterAll(() => t.close());

const names = (query: string) => listed(t, `/api/teams?${query}`, auth, (i: { name: string }) => i.name);

describe('GET /api/teams', () => {
  it('pages by name by default and sorts by leader, members and shift', async () => {
    expect(await names('')).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(await names('pageSize=1&page=2')).toEqual(['Bravo']);
    expect(await names('sort=leader&direction=asc')).toEqual(['Charlie', 'Bravo', 'Alfa']);
    expect(await names('sort=members&direction=desc')).toEqual(['Alfa', 'Charlie', 'Bravo']);
    expect((await names('sort=shift&direction=asc'))[2]).toBe('Alfa');
  });

  it('filters by site, shift and search over name, leader and speciality', async () => {
    expect(await names(`siteId=${otherSite}`)).toEqual(['Charlie']);
    expect(await names('shift=Morning')).toEqual(['Bravo', 'Charlie']);
    expect(await names('search=plumb')).toEqual(['Charlie']);
    expect(await names('search=zit')).toEqual(['Alfa']);
  });
});

describe('GET /api/teams/:id', () => {
  it('shows the team with its site', async () => {
    const res = await t.app.inject({ url: `/api/teams/${alfaId}`, headers: auth });
    expect(res.json()).toMatchObject({ name: 'Alfa', members: 6, businessPartnerName: a.partner.name, site: { id: a.site.id, name: a.site.name } });
  });
});
