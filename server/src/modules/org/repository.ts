import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { buildings, businessPartners, companies, sites } from '@/db/schema/org.ts';
import type { TreeNodeKind } from '@/db/schema/users.ts';

export async function findCompanyTree(db: Db) {
  const [cs, bps, ss] = await Promise.all([
    db.select({ id: companies.id, name: companies.name, code: companies.code, defaultPermissions: companies.defaultPermissions }).from(companies).orderBy(asc(companies.name)),
    db.select({ id: businessPartners.id, companyId: businessPartners.companyId, name: businessPartners.name, customerNo: businessPartners.customerNo }).from(businessPartners).orderBy(asc(businessPartners.name)),
    db.select({ id: sites.id, companyId: sites.companyId, businessPartnerId: sites.businessPartnerId, name: sites.name, code: sites.code }).from(sites).orderBy(asc(sites.name)),
  ]);
  return cs.map((c) => ({
    ...c,
    businessPartners: bps
      .filter((b) => b.companyId === c.id)
      .map((b) => ({ id: b.id, name: b.name, customerNo: b.customerNo, sites: ss.filter((s) => s.businessPartnerId === b.id).map((s) => ({ id: s.id, name: s.name, code: s.code })) })),
  }));
}

export async function findCompany(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** Whether a tree node of that kind exists inside the company. */
export async function nodeBelongsToCompany(db: Db, companyId: string, kind: TreeNodeKind, nodeId: string): Promise<boolean> {
  if (kind === 'company') return nodeId === companyId;
  const table = { business_partner: businessPartners, site: sites, building: buildings }[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, nodeId), eq(table.companyId, companyId))).limit(1);
  return !!row;
}
