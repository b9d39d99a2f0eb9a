import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { buildings, companies } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { systemContext } from '@/context.ts';
import { authDeps } from '@/modules/auth/service.ts';
import { runSignUpJob } from '@/modules/accounts/service.ts';
import { SignUpRequest } from '@customer-hub/contract/accounts';
import { auditRowsOf, failingAuditContext, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildBuilding, buildBusinessPartner, buildCompany, buildContact, buildSite, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { createCompany } from './service.ts';

let t: TestApp;
let backoffice: SignedIn;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  backoffice = await withSession(db, buildStaff(db, 'Backoffice'));
  admin = await withSession(db, buildStaff(db, 'Admin'));
  customer = await withSession(db, buildContact(db, { mainContact: true, permissions: ['Dashboard', 'ContractOrganization'] }));
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();
type Method = 'GET' | 'POST' | 'PUT';
const call = (who: SignedIn, method: Method, url: string, payload?: object) => t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
const rowsOf = (id: string) => auditRowsOf(t.database.db, 'org', id);

describe('companies', () => {
  it('staff create a company with its default permissions; one audit row names it and who made it', async () => {
    const code = `LRG-${unique()}`;
    const res = await call(backoffice, 'POST', '/api/companies', { code: `  ${code} `, name: 'Lusitania Retail Group', defaultPermissions: ['Dashboard', 'Orders', 'Dashboard'] });

    expect(res.statusCode, res.body).toBe(201);
    const company = res.json();
    expect(company).toMatchObject({ code, name: 'Lusitania Retail Group', defaultPermissions: ['Dashboard', 'Orders'], partnerCount: 0, siteCount: 0, buildingCount: 0, contactCount: 0 });
    const rows = await rowsOf(company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.shortMessage).toBe(`Company ${code} created (${company.id}) (by ${backoffice.userName})`);
  });

  it('refuses a code another company has, with a 409 naming the field, and writes nothing', async () => {
    const existing = await buildCompany(t.database.db);
    const res = await call(admin, 'POST', '/api/companies', { code: existing.code, name: 'Copy' });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'code', message: `A company with code ${existing.code} exists` }] });
    expect(await t.database.db.select().from(companies).where(eq(companies.code, existing.code))).toHaveLength(1);
  });

  it('refuses a field a caller may not set instead of dropping it', async () => {
    const res = await call(backoffice, 'POST', '/api/companies', { code: `X-${unique()}`, name: 'X', id: '00000000-0000-4000-8000-000000000000' });

    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses an unknown permission and an empty name', async () => {
    expect((await call(backoffice, 'POST', '/api/companies', { code: `X-${unique()}`, name: 'X', defaultPermissions: ['Everything'] })).statusCode).toBe(400);
    expect((await call(backoffice, 'POST', '/api/companies', { code: `X-${unique()}`, name: '  ' })).statusCode).toBe(400);
  });

  it('lists companies by page with a search in code and name, and counts what hangs below', async () => {
    const tag = unique();
    const a = await buildCompany(t.database.db, { code: `A-${tag}`, name: `Alpha ${tag}` });
    await buildCompany(t.database.db, { code: `B-${tag}`, name: `Beta ${tag}` });
    const partner = await buildBusinessPartner(t.database.db, a.id);
    const site = await buildSite(t.database.db, a.id, partner.id);
    await buildBuilding(t.database.db, a.id, site.id);

    const all = await call(backoffice, 'GET', `/api/companies?search=${tag}&pageSize=1`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ code: `A-${tag}`, partnerCount: 1, siteCount: 1, buildingCount: 1 }] });
    const second = await call(backoffice, 'GET', `/api/companies?search=${tag}&pageSize=1&page=2`);
    expect(second.json().items.map((c: { code: string }) => c.code)).toEqual([`B-${tag}`]);
    const byName = await call(backoffice, 'GET', `/api/companies?search=beta%20${tag.toLowerCase()}`);
    expect(byName.json().items.map((c: { code: string }) => c.code)).toEqual([`B-${tag}`]);
  });

  it('staff change a company, and its default permissions alone; each change is audited', async () => {
    const company = await buildCompany(t.database.db);
    const code = `NEW-${unique()}`;
    const res = await call(admin, 'PUT', `/api/companies/${company.id}`, { code, name: 'Renamed', defaultPermissions: ['Trips'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code, name: 'Renamed', defaultPermissions: ['Trips'] });

    const perms = await call(backoffice, 'PUT', `/api/companies/${company.id}/default-permissions`, { defaultPermissions: ['Dashboard', 'CurrentAccounts'] });
    expect(perms.statusCode).toBe(200);
    expect(perms.json()).toMatchObject({ code, name: 'Renamed', defaultPermissions: ['Dashboard', 'CurrentAccounts'] });

    const rows = (await rowsOf(company.id)).map((r) => r.shortMessage);
    expect(rows).toHaveLength(2);
    expect(rows).toContain(`Company ${code} updated (${company.id}), code was ${company.code}; default permissions: Trips (by ${admin.userName})`);
    expect(rows).toContain(`Default permissions of company ${company.id} set: Dashboard, CurrentAccounts (by ${backoffice.userName})`);
  });

  it('a contact who signs up after a change of the defaults receives the new default permissions', async () => {
    const db = t.database.db;
    const company = await buildCompany(db, { defaultPermissions: ['Dashboard'] });
    const partner = await buildBusinessPartner(db, company.id);
    const invoiceNo = `FT ${unique()}`;
    await db.insert(ledgerEntries).values({ companyId: company.id, businessPartnerId: partner.id, documentNo: invoiceNo, documentType: 'Invoice', postDate: '2026-10-01', amount: '10.00', remainingAmount: '10.00' });
    expect((await call(backoffice, 'PUT', `/api/companies/${company.id}/default-permissions`, { defaultPermissions: ['Trips', 'Orders'] })).statusCode).toBe(200);

    const email = `signup.${unique().toLowerCase()}@client.test`;
    await runSignUpJob(systemContext(db, null, t.app), authDeps(t.app), SignUpRequest.parse({ customerNo: partner.customerNo, invoiceNo, email, language: 'pt-PT' }));

    const [contact] = await db.select().from(users).where(eq(users.email, email));
    expect(contact).toMatchObject({ companyId: company.id, treeNodeKind: 'business_partner', treeNodeId: partner.id, permissions: ['Trips', 'Orders'] });
  });

  it('an edit without default permissions keeps them', async () => {
    const company = await buildCompany(t.database.db, { defaultPermissions: ['Dashboard', 'Trips'] });
    const res = await call(backoffice, 'PUT', `/api/companies/${company.id}`, { code: company.code, name: 'Only renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Only renamed', defaultPermissions: ['Dashboard', 'Trips'] });
    expect((await rowsOf(company.id)).map((r) => r.shortMessage)).toEqual([`Company ${company.code} updated (${company.id}) (by ${backoffice.userName})`]);
  });

  it("refuses to take another company's code on an edit", async () => {
    const [a, b] = [await buildCompany(t.database.db), await buildCompany(t.database.db)];
    const res = await call(backoffice, 'PUT', `/api/companies/${a.id}`, { code: b.code, name: a.name });
    expect(res.statusCode).toBe(409);
    expect((await call(backoffice, 'GET', `/api/companies/${a.id}`)).json().code).toBe(a.code);
  });

  it('answers 404 for a company that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(backoffice, 'GET', `/api/companies/${missing}`)).statusCode).toBe(404);
    expect((await call(backoffice, 'PUT', `/api/companies/${missing}/default-permissions`, { defaultPermissions: [] })).statusCode).toBe(404);
  });

  it('the audit row is part of the change: when it cannot be written, no company is created', async () => {
    const ctx = await failingAuditContext(t.database.db, backoffice.headers);
    const code = `FAIL-${unique()}`;
    await expect(createCompany(ctx, { code, name: 'Never', defaultPermissions: [] })).rejects.toThrow('audit log unavailable');
    expect(await t.database.db.select().from(companies).where(eq(companies.code, code))).toEqual([]);
  });

  it('customers are refused every organisation call, even for their own company', async () => {
    const db = t.database.db;
    const [me] = await db.select({ companyId: companies.id }).from(companies).limit(1);
    const own = (await buildContact(db, { companyId: me!.companyId, mainContact: true })).companyId!;
    for (const [method, url, payload] of [
      ['GET', '/api/companies'],
      ['POST', '/api/companies', { code: `C-${unique()}`, name: 'Mine' }],
      ['GET', `/api/companies/${own}`],
      ['PUT', `/api/companies/${own}/default-permissions`, { defaultPermissions: ['Dashboard'] }],
      ['GET', `/api/companies/${own}/partners`],
      ['GET', `/api/companies/${own}/sites`],
      ['GET', '/api/buildings'],
    ] as [Method, string, object?][]) {
      expect((await call(customer, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('business partners and sites', () => {
  it("adds a business partner and a site to a company; a customer number or site code is unique within the company only", async () => {
    const [a, b] = [await buildCompany(t.database.db), await buildCompany(t.database.db)];
    const customerNo = `C${unique()}`;
    const partner = await call(backoffice, 'POST', `/api/companies/${a.id}/partners`, { customerNo, name: 'Lusitania Norte', vatNo: 'PT500000000' });
    expect(partner.statusCode, partner.body).toBe(201);
    expect(partner.json()).toMatchObject({ companyId: a.id, customerNo, vatNo: 'PT500000000', siteCount: 0 });

    const again = await call(backoffice, 'POST', `/api/companies/${a.id}/partners`, { customerNo, name: 'Copy' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ path: 'customerNo', message: `A business partner with customer number ${customerNo} exists in this company` }]);
    expect((await call(backoffice, 'POST', `/api/companies/${b.id}/partners`, { customerNo, name: 'Other company' })).statusCode).toBe(201);

    const site = await call(backoffice, 'POST', `/api/companies/${a.id}/sites`, {
      businessPartnerId: partner.json().id,
      code: 'PORTO-1',
      name: 'Porto warehouse',
      city: 'Porto',
      country: 'pt',
      latitude: 41.15,
      longitude: -8.61,
    });
    expect(site.statusCode, site.body).toBe(201);
    expect(site.json()).toMatchObject({ companyId: a.id, businessPartnerName: 'Lusitania Norte', code: 'PORTO-1', country: 'PT', latitude: 41.15, buildingCount: 0 });
    expect((await call(backoffice, 'POST', `/api/companies/${a.id}/sites`, { businessPartnerId: partner.json().id, code: 'PORTO-1', name: 'Copy' })).statusCode).toBe(409);

    const audit = (await rowsOf(site.json().id)).map((r) => r.shortMessage);
    expect(audit).toEqual([`Site PORTO-1 created (${site.json().id}) for business partner ${partner.json().id} (by ${backoffice.userName})`]);
    // The partner's row, and the site's, which names its partner.
    expect(await rowsOf(partner.json().id)).toHaveLength(2);
  });

  it("refuses a site under another company's business partner, and one with half its coordinates", async () => {
    const [a, b] = [await buildCompany(t.database.db), await buildCompany(t.database.db)];
    const foreign = await buildBusinessPartner(t.database.db, b.id);
    const res = await call(backoffice, 'POST', `/api/companies/${a.id}/sites`, { businessPartnerId: foreign.id, code: 'S1', name: 'Elsewhere' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'businessPartnerId', message: 'The business partner is not one of this company' }]);

    const own = await buildBusinessPartner(t.database.db, a.id);
    expect((await call(backoffice, 'POST', `/api/companies/${a.id}/sites`, { businessPartnerId: own.id, code: 'S2', name: 'Half', latitude: 10 })).statusCode).toBe(400);
  });

  it("lists only the company's partners and sites, searched and filtered by partner; another company's site is not found under it", async () => {
    const [a, b] = [await buildCompany(t.database.db), await buildCompany(t.database.db)];
    const [p1, p2] = [await buildBusinessPartner(t.database.db, a.id, { name: 'North' }), await buildBusinessPartner(t.database.db, a.id, { name: 'South' })];
    await buildSite(t.database.db, a.id, p1.id, { name: 'Braga depot', city: 'Braga' });
    await buildSite(t.database.db, a.id, p2.id, { name: 'Faro depot', city: 'Faro' });
    const pb = await buildBusinessPartner(t.database.db, b.id, { name: 'North' });
    const foreignSite = await buildSite(t.database.db, b.id, pb.id, { name: 'Braga other' });

    const partners = (await call(backoffice, 'GET', `/api/companies/${a.id}/partners?search=north`)).json();
    expect(partners.items.map((p: { id: string }) => p.id)).toEqual([p1.id]);
    const sites = (await call(backoffice, 'GET', `/api/companies/${a.id}/sites?search=braga`)).json();
    expect(sites).toMatchObject({ total: 1, items: [{ name: 'Braga depot', businessPartnerName: 'North' }] });
    const ofSouth = (await call(backoffice, 'GET', `/api/companies/${a.id}/sites?businessPartnerId=${p2.id}`)).json();
    expect(ofSouth.items.map((s: { name: string }) => s.name)).toEqual(['Faro depot']);

    const moved = await call(backoffice, 'PUT', `/api/companies/${a.id}/sites/${foreignSite.id}`, { businessPartnerId: p1.id, code: 'X', name: 'Taken' });
    expect(moved.statusCode).toBe(404);
    const partnerOfB = await call(backoffice, 'PUT', `/api/companies/${a.id}/partners/${pb.id}`, { customerNo: 'X1', name: 'Taken' });
    expect(partnerOfB.statusCode).toBe(404);
  });

  it('edits a partner and moves a site to another partner of the company, each with its audit row', async () => {
    const a = await buildCompany(t.database.db);
    const [p1, p2] = [await buildBusinessPartner(t.database.db, a.id), await buildBusinessPartner(t.database.db, a.id)];
    const site = await buildSite(t.database.db, a.id, p1.id);

    const partner = await call(admin, 'PUT', `/api/companies/${a.id}/partners/${p2.id}`, { customerNo: p2.customerNo, name: 'Renamed partner', vatNo: null });
    expect(partner.json()).toMatchObject({ name: 'Renamed partner', vatNo: null });
    const moved = await call(admin, 'PUT', `/api/companies/${a.id}/sites/${site.id}`, { businessPartnerId: p2.id, code: site.code, name: site.name });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ businessPartnerId: p2.id, businessPartnerName: 'Renamed partner' });
    expect(await rowsOf(p2.id)).toHaveLength(2);
    expect(await rowsOf(site.id)).toHaveLength(1);
  });
});

describe('buildings', () => {
  it('adds a building to a site; the company is the site’s, the code unique in it', async () => {
    const a = await buildCompany(t.database.db, { name: `Iberia ${unique()}` });
    const site = await buildSite(t.database.db, a.id, (await buildBusinessPartner(t.database.db, a.id)).id, { name: 'Madrid hub' });
    const code = `B-${unique()}`;

    const res = await call(backoffice, 'POST', '/api/buildings', { siteId: site.id, code, name: 'Block A' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ code, name: 'Block A', companyId: a.id, companyName: a.name, siteId: site.id, siteName: 'Madrid hub', syncedAt: null });
    const dup = await call(backoffice, 'POST', '/api/buildings', { siteId: site.id, code, name: 'Block B' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].path).toBe('code');
    expect((await rowsOf(res.json().id)).map((r) => r.shortMessage)).toEqual([`Building ${code} created (${res.json().id}) at site ${site.id} (by ${backoffice.userName})`]);
  });

  it('refuses a building for a site that does not exist, and a company given by the caller', async () => {
    const missing = await call(backoffice, 'POST', '/api/buildings', { siteId: '00000000-0000-4000-8000-000000000000', code: 'B1', name: 'Nowhere' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'siteId', message: 'No such site' }]);

    const company = await buildCompany(t.database.db);
    const site = await buildSite(t.database.db, company.id, (await buildBusinessPartner(t.database.db, company.id)).id);
    expect((await call(backoffice, 'POST', '/api/buildings', { siteId: site.id, code: 'B1', name: 'X', companyId: company.id })).statusCode).toBe(400);
  });

  it("lists buildings by page, searched in their own and their site's and company's names, filtered by company", async () => {
    const tag = unique();
    const a = await buildCompany(t.database.db, { name: `Norte ${tag}` });
    const site = await buildSite(t.database.db, a.id, (await buildBusinessPartner(t.database.db, a.id)).id, { name: `Depot ${tag}` });
    await buildBuilding(t.database.db, a.id, site.id, { code: `K-${tag}-1`, name: 'Cold store' });
    await buildBuilding(t.database.db, a.id, site.id, { code: `K-${tag}-2`, name: 'Offices' });

    const bySite = (await call(backoffice, 'GET', `/api/buildings?search=depot%20${tag}&pageSize=1`)).json();
    expect(bySite).toMatchObject({ total: 2, items: [{ name: 'Cold store', siteName: `Depot ${tag}`, companyName: `Norte ${tag}` }] });
    const byName = (await call(backoffice, 'GET', `/api/buildings?companyId=${a.id}&search=offices`)).json();
    expect(byName.items.map((b: { code: string }) => b.code)).toEqual([`K-${tag}-2`]);
  });

  it('moves a building to a site of another company: the company follows the site', async () => {
    const [a, b] = [await buildCompany(t.database.db), await buildCompany(t.database.db)];
    const siteA = await buildSite(t.database.db, a.id, (await buildBusinessPartner(t.database.db, a.id)).id);
    const siteB = await buildSite(t.database.db, b.id, (await buildBusinessPartner(t.database.db, b.id)).id);
    const building = await buildBuilding(t.database.db, a.id, siteA.id);

    const res = await call(admin, 'PUT', `/api/buildings/${building.id}`, { siteId: siteB.id, code: building.code, name: 'Moved' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(buildings).where(eq(buildings.id, building.id));
    expect(row).toMatchObject({ companyId: b.id, siteId: siteB.id, name: 'Moved' });
    expect((await call(admin, 'GET', `/api/buildings/${building.id}`)).json()).toMatchObject({ companyId: b.id, name: 'Moved' });
    expect(await rowsOf(building.id)).toHaveLength(1);
  });
});
