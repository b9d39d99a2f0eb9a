import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import { scopeOf } from '@/db/scope.ts';
import { allows } from '@/plugins/policy.ts';
import type { FindSitesRequest, FindSitesResponse } from '@customer-hub/contract/sites';
import * as repo from './repository.ts';

/**
 * A page of the sites in the caller's scope with their location and counts, for the map and its
 * list. The order count only with the Orders permission (absent otherwise).
 */
export async function findSites({ db, principal }: ServiceContext, q: FindSitesRequest): Promise<FindSitesResponse> {
  const scope = await scopeOf(db, principal);
  const withOrders = allows({ permission: 'Orders' }, principal);
  return mapPage(await repo.findSites(db, scope, q, withOrders), ({ orderCount, ...site }) => ({
    ...site,
    ...(withOrders ? { orderCount: orderCount ?? 0 } : {}),
    own: scope.kind === 'site' && scope.siteId === site.id,
  }));
}
