import type { Db } from '@/db/client.ts';
import { invalidField, notFound } from '@/lib/errors.ts';
import { scopeOf } from '@/db/scope.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { GetOrgChartRequest, GetOrgChartResponse, OrgChartContract } from '@customer-hub/contract/org-chart';
import { isStaff } from '@customer-hub/contract/roles';
import * as repo from './repository.ts';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/**
 * The contract organisation chart (DESIGN.md §2): company → business partners → sites →
 * buildings, limited to the caller's scope, each node with its contracts (at its site, else at
 * its partner) and `own` on the contact's tree node. Staff name the company; contacts get theirs.
 */
export async function getOrgChart(db: Db, principal: Principal, q: GetOrgChartRequest): Promise<GetOrgChartResponse> {
  const staff = isStaff(principal.roles);
  const companyId = staff ? q.companyId : principal.companyId;
  if (!companyId) throw invalidField('querystring.companyId', 'Choose a company');
  if (!staff && q.companyId && q.companyId !== companyId) throw notFound('Company');
  const company = await repo.findCompany(db, companyId);
  if (!company) throw notFound('Company');

  const scope = await scopeOf(db, principal);
  const nodes = await repo.findNodes(db, scope, companyId);
  const own = (kind: string, id: string) => !staff && principal.treeNode?.kind === kind && principal.treeNode.id === id;
  const brief = ({ id, contractNo, title, status }: OrgChartContract) => ({ id, contractNo, title, status });
  const siteContracts = groupBy(
    nodes.contracts.filter((c) => c.siteId !== null),
    (c) => c.siteId,
  );
  const partnerContracts = groupBy(
    nodes.contracts.filter((c) => c.siteId === null),
    (c) => c.businessPartnerId,
  );
  const sitesOf = groupBy(nodes.sites, (s) => s.businessPartnerId);
  const buildingsOf = groupBy(nodes.buildings, (b) => b.siteId);

  return {
    ...company,
    kind: 'company',
    own: !staff && (principal.treeNode === null || own('company', company.id)),
    contracts: [],
    businessPartners: nodes.partners.map((p) => ({
      ...p,
      kind: 'business_partner' as const,
      own: own('business_partner', p.id),
      contracts: (partnerContracts.get(p.id) ?? []).map(brief),
      sites: (sitesOf.get(p.id) ?? []).map(({ businessPartnerId: _bp, ...s }) => ({
        ...s,
        kind: 'site' as const,
        own: own('site', s.id),
        contracts: (siteContracts.get(s.id) ?? []).map(brief),
        buildings: (buildingsOf.get(s.id) ?? []).map(({ siteId: _site, ...b }) => ({ ...b, kind: 'building' as const, own: own('building', b.id), contracts: [] })),
      })),
    })),
  };
}
