import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetOrgChartResponse } from '@customer-hub/contract/org-chart';
import { buildBuilding, buildBusinessPartner, buildCompany, buildContact, buildContract, buildSite, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
type Auth = { authorization: string };
const ids: Record<string, string> = {};
const as = {} as Record<'company' | 'partner' | 'site' | 'building' | 'staff' | 'other', Auth>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const company = await buildCompany(db, { name: 'Lusitania Retail' });
  const p1 = await buildBusinessPartner(db, company.id, { name: 'Alfa Lda', customerNo: 'C-1' });
  const p2 = await buildBusinessPartner(db, company.id, { name: 'Beta SA', customerNo: 'C-2' });
  const s1 = await buildSite(db, company.id, p1.id, { name: 'A Lisboa', city: 'Lisboa' });
  const s2 = await buildSite(db, company.id, p1.id, { name: 'B Porto' });
  const s3 = await buildSite(db, company.id, p2.id, { name: 'C Faro' });
  const b1 = await buildBuilding(db, company.id, s1.id, { name: 'Hall 1' });
  await buildBuilding(db, company.id, s1.id, { name: 'Hall 2' });
  await buildBuilding(db, company.id, s3.id, { name: 'Depot' });
  const c1 = await buildContract(db, { companyId: company.id, businessPartnerId: p1.id, siteId: s1.id }, { contractNo: 'CT-S1', title: 'Cleaning', status: 'Approved' });
  await buildContract(db, { companyId: company.id, businessPartnerId: p1.id, siteId: null }, { contractNo: 'CT-P1', title: 'Framework' });
  await buildContract(db, { companyId: company.id, businessPartnerId: p2.id, siteId: s3.id }, { contractNo: 'CT-S3', title: 'Security' });
  const other = await buildCompany(db);
  const otherPartner = await buildBusinessPartner(db, other.id);
  await buildContract(db, { companyId: other.id, businessPartnerId: otherPartner.id, siteId: (await buildSite(db, other.id, otherPartner.id)).id }, { contractNo: 'CT-OTHER' });
  Object.assign(ids, { company: company.id, p1: p1.id, p2: p2.id, s1: s1.id, s2: s2.id, s3: s3.id, b1: b1.id, c1: c1.id, other: other.id });

  const contact = async (treeNodeKind: 'company' | 'business_partner' | 'site' | 'building', treeNodeId: string, companyId = company.id) =>
    sessionFor(db, (await buildContact(db, { companyId, treeNodeKind, treeNodeId, permissions: ['ContractOrganization'] })).id);
  as.company = await contact('company', company.id);
  as.partner = await contact('business_partner', p2.id);
  as.site = await contact('site', s1.id);
  as.building = await contact('building', b1.id);
  as.other = await contact('company', other.id, other.id);
  as.staff = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
});
afterAll(() => t.close());

const chart = async (auth: Auth, query = '') => {
  const res = await t.app.inject({ url: `/api/org-chart${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GetOrgChartResponse;
};

/** The tree as "name[*]" paths, `*` marking own nodes, with each node's contract numbers. */
function outline(node: GetOrgChartResponse): string[] {
  const label = (n: { name: string; own: boolean; contracts: { contractNo: string }[] }) =>
    `${n.name}${n.own ? '*' : ''}${n.contracts.length ? ` (${n.contracts.map((c) => c.contractNo).join(', ')})` : ''}`;
  const out = [label(node)];
  for (const p of node.businessPartners) {
    out.push(`  ${label(p)}`);
    for (const s of p.sites) {
      out.push(`    ${label(s)}`);
      for (const b of s.buildings) out.push(`      ${label(b)}`);
    }
  }
  return out;
}

describe('GET /api/org-chart', () => {
  it('a company contact gets the whole tree with the contracts at their nodes', async () => {
    const tree = await chart(as.company);
    expect(outline(tree)).toEqual([
      'Lusitania Retail*',
      '  Alfa Lda (CT-P1)',
      '    A Lisboa (CT-S1)',
      '      Hall 1',
      '      Hall 2',
      '    B Porto',
      '  Beta SA',
      '    C Faro (CT-S3)',
      '      Depot',
    ]);
    expect(tree.businessPartners[0]!.sites[0]!.contracts).toEqual([{ id: ids.c1, contractNo: 'CT-S1', title: 'Cleaning', status: 'Approved' }]);
    expect(tree).toMatchObject({ kind: 'company', id: ids.company, businessPartners: [{ kind: 'business_partner', code: 'C-1', sites: [{ kind: 'site', city: 'Lisboa', buildings: [{ kind: 'building' }, {}] }, {}] }, {}] });
  });

  it('a site-scoped contact gets only the path to its site and the site’s buildings', async () => {
    expect(outline(await chart(as.site))).toEqual(['Lusitania Retail', '  Alfa Lda', '    A Lisboa* (CT-S1)', '      Hall 1', '      Hall 2']);
  });

  it('a building contact sees its site, its own building marked', async () => {
    expect(outline(await chart(as.building))).toEqual(['Lusitania Retail', '  Alfa Lda', '    A Lisboa (CT-S1)', '      Hall 1*', '      Hall 2']);
  });

  it('a partner contact gets its partner with all its sites', async () => {
    expect(outline(await chart(as.partner))).toEqual(['Lusitania Retail', '  Beta SA*', '    C Faro (CT-S3)', '      Depot']);
  });

  it('staff name the company; nothing is theirs', async () => {
    const tree = await chart(as.staff, `?companyId=${ids.company}`);
    expect(outline(tree)[0]).toBe('Lusitania Retail');
    expect(outline(tree)).toHaveLength(9);
    const missing = await t.app.inject({ url: '/api/org-chart', headers: as.staff });
    expect(missing.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/org-chart?companyId=00000000-0000-4000-8000-000000000000', headers: as.staff })).statusCode).toBe(404);
  });

  it('a contact never gets another company’s chart', async () => {
    expect((await t.app.inject({ url: `/api/org-chart?companyId=${ids.company}`, headers: as.other })).statusCode).toBe(404);
    const own = await chart(as.other);
    expect(own.id).toBe(ids.other);
    expect(JSON.stringify(own)).not.toContain('Lusitania');
    expect(JSON.stringify(await chart(as.company))).not.toContain('CT-OTHER');
  });
});
