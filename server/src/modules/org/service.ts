import type { Db } from '@/db/client.ts';
import type { TreeNodeKind } from '@/db/schema/users.ts';
import type { CompanyTree } from '@customer-hub/contract/org';
import * as repo from './repository.ts';

/** Every company with its business partners and their sites (staff). */
export async function getCompanyTree(db: Db): Promise<CompanyTree> {
  return (await repo.findCompanyTree(db)) as CompanyTree;
}

/** The company, when the tree node of that kind lies inside it; undefined otherwise. */
export async function findCompanyWithNode(db: Db, companyId: string, kind: TreeNodeKind, nodeId: string) {
  const company = await repo.findCompany(db, companyId);
  if (!company || !(await repo.nodeBelongsToCompany(db, company.id, kind, nodeId))) return undefined;
  return company;
}
