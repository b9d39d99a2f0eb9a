import type { Db } from '@/db/client.ts';
import { pageAnswer } from '@/lib/lists.ts';
import { scopeOf } from '@/modules/scope/scope.ts';
import { allows, type Principal } from '@/plugins/policy.ts';
import type { FindSitesRequest, FindSitesResponse } from '@customer-hub/contract/sites';
import * as repo from './repository.ts';

/**
 * A page of the sites in the caller's scope with their location and counts, for the map and its
 * list. The order count only with the Orders permission (absent otherwise).
 */
export async function findSites(db: Db, principal: Principal, q: FindSitesRequest): Promise<FindSitesResponse> {
  const scope = await scopeOf(db, principal);
  const withOrders = allows({ permission: 'Orders' }, principal);
  const { items, total } = await repo.findSites(db, scope, q, withOrders);
  return pageAnswer(
    items.map(({ orderCount, ...site }) => ({
      ...site,
      ...(withOrders ? { orderCount: orderCount ?? 0 } : {}),
      own: scope.kind === 'site' && scope.siteId === site.id,
    })),
    total,
    q,
  );
}
