import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@customer-hub/contract/permissions';
import { buildContact, buildContract, buildContractLine, buildSite, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { listed } from '../../../test/lists.ts';

let t: TestApp;
type Auth = { authorization: string };
let a: Awaited<ReturnType<typeof buildTenant>>;
let otherSite: string;
let contractId: string;
const as = {} as Record<'full' | 'noLines' | 'noPrices' | 'site' | 'staff', Auth>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  otherSite = (await buildSite(db, a.company.id, a.partner.id)).id;
  const contact = async (permissions: Permission[], over: Partial<Parameters<typeof buildContact>[1]> = {}) =>
    sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions, firstName: 'Marta', lastName: 'Reis', ...over })).id);
  as.full = await contact(['ContractOrganization', 'ContractLines', 'PricesColumn']);
  as.noLines = await contact(['ContractOrganization', 'PricesColumn']);
  as.noPrices = await contact(['ContractOrganization', 'ContractLines']);
  as.site = await contact(['ContractOrganization'], { treeNodeKind: 'site', treeNodeId: a.site.id });
  as.staff = await sessionFor(db, (await buildStaff(db, 'Admin', { firstName: 'Staff', lastName: 'Member' })).id);

  const contract = await buildContract(db, a.tenant, { contractNo: 'CT-003', title: 'Cleaning Lisboa', startDate: '2026-03-01', endDate: '2027-02-28', currency: 'CHF' });
  contractId = contract.id;
  await buildContractLine(db, contract, { lineNo: 20000, service: 'Window cleaning', unitPrice: '15.75' });
  await buildContractLine(db, contract, { lineNo: 10000, service: 'Office cleaning', unitPrice: '22.00', quantity: '4.5' });
  await buildContract(db, a.tenant, { contractNo: 'CT-001', title: 'Waste collection', startDate: '2026-01-01', status: 'Approved' });
  await buildContract(db, { ...a.tenant, siteId: otherSite }, { contractNo: 'CT-002', title: 'Security Porto', startDate: '2026-02-01' });
  await buildContract(db, { ...a.tenant, siteId: null }, { contractNo: 'CT-004', title: 'Framework cleaning', startDate: '2026-04-01' });
});
afterAll(() => t.close());

const numbers = (query: string, auth = as.full) => listed(t, `/api/contracts?${query}`, auth, (c: { contractNo: string }) => c.contractNo);

describe('GET /api/contracts', () => {
  it('pages and sorts', async () => {
    expect(await numbers('')).toEqual(['CT-004', 'CT-003', 'CT-002', 'CT-001']);
    expect(await numbers('sort=contractNo&direction=asc&pageSize=2&page=2')).toEqual(['CT-003', 'CT-004']);
    expect(await numbers('sort=title&direction=asc')).toEqual(['CT-003', 'CT-004', 'CT-002', 'CT-001']);
    expect((await numbers('sort=status&direction=asc'))[0]).toBe('CT-001');
    expect((await numbers('sort=status&direction=desc'))[3]).toBe('CT-001');
  });

  it('filters by status, partner, site and search', async () => {
    expect(await numbers('status=Approved')).toEqual(['CT-001']);
    expect(await numbers('status=Pending&sort=contractNo&direction=asc')).toEqual(['CT-002', 'CT-003', 'CT-004']);
    expect(await numbers(`siteId=${otherSite}`)).toEqual(['CT-002']);
    expect(await numbers(`businessPartnerId=${a.partner.id}`)).toHaveLength(4);
    expect(await numbers('search=clean&sort=contractNo&direction=asc')).toEqual(['CT-003', 'CT-004']);
    expect(await numbers('search=ct-002')).toEqual(['CT-002']);
  });

  it('a site-scoped contact sees only its site’s contracts (not the partner-wide ones)', async () => {
    expect(await numbers('sort=contractNo&direction=asc', as.site)).toEqual(['CT-001', 'CT-003']);
  });
});

describe('GET /api/contracts/:id', () => {
  it('shows the lines in order, with prices, to a contact with ContractLines and PricesColumn', async () => {
    const res = await t.app.inject({ url: `/api/contracts/${contractId}`, headers: as.full });
    expect(res.json()).toMatchObject({ contractNo: 'CT-003', startDate: '2026-03-01', endDate: '2027-02-28', status: 'Pending', currency: 'CHF', approvedAt: null, siteId: a.site.id });
    expect(res.json().lines).toEqual([
      expect.objectContaining({ lineNo: 10000, service: 'Office cleaning', quantity: 4.5, unitPrice: 22 }),
      expect.objectContaining({ lineNo: 20000, service: 'Window cleaning', unitPrice: 15.75 }),
    ]);
  });

  it('leaves the lines out without ContractLines', async () => {
    const res = await t.app.inject({ url: `/api/contracts/${contractId}`, headers: as.noLines });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('lines');
  });

  it('leaves the unit prices out without PricesColumn', async () => {
    const res = await t.app.inject({ url: `/api/contracts/${contractId}`, headers: as.noPrices });
    expect(res.json().lines).toHaveLength(2);
    expect(res.body).not.toContain('unitPrice');
  });

  it('staff see lines and prices', async () => {
    const res = await t.app.inject({ url: `/api/contracts/${contractId}`, headers: as.staff });
    expect(res.json().lines[0].unitPrice).toBe(22);
  });
});

describe('POST /api/contracts/:id/approve', () => {
  it('a contact who sees a pending contract approves it once; the approver and time are kept', async () => {
    const db = t.database.db;
    const id = (await buildContract(db, a.tenant)).id;
    const before = Date.now();
    const res = await t.app.inject({ method: 'POST', url: `/api/contracts/${id}/approve`, headers: as.site });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', approvedByName: 'Marta Reis' });
    expect(Date.parse(res.json().approvedAt)).toBeGreaterThanOrEqual(before - 1000);

    const again = await t.app.inject({ method: 'POST', url: `/api/contracts/${id}/approve`, headers: as.full });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONTRACT_ALREADY_APPROVED');
    expect((await t.app.inject({ url: `/api/contracts/${id}`, headers: as.full })).json().approvedByName).toBe('Marta Reis');
  });

  it('staff may approve any contract', async () => {
    const id = (await buildContract(t.database.db, a.tenant)).id;
    const res = await t.app.inject({ method: 'POST', url: `/api/contracts/${id}/approve`, headers: as.staff });
    expect(res.json()).toMatchObject({ status: 'Approved', approvedByName: 'Staff Member' });
  });

  it('a contact who cannot see the contract gets a 404 and nothing changes', async () => {
    const id = (await buildContract(t.database.db, { ...a.tenant, siteId: otherSite })).id;
    expect((await t.app.inject({ method: 'POST', url: `/api/contracts/${id}/approve`, headers: as.site })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/contracts/${id}`, headers: as.full })).json().status).toBe('Pending');
  });
});
