import { contextOf } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { ordersEndpoints as api } from '@customer-hub/contract/endpoints/orders';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'orders', policy: { permission: 'Orders' } }, (add, app) => {
  const creating = { permission: 'CreateOrder' } as const;

  add(api.findOrders, 'Orders in my scope (paged, sorted, filtered)', (request) => service.findOrders(contextOf(app, request), request.query));

  add(
    api.getOrderFormOptions,
    {
      summary: 'Sites and teams the new-order form offers',
      description: 'Staff pass companyId (400 without it); a contact gets their own scope.',
      policy: creating,
    },
    (request) => service.getFormOptions(contextOf(app, request), request.query),
  );

  add(api.getOrder, 'An order with its history', (request) => service.getOrder(contextOf(app, request), request.params.id));

  add(
    api.createOrder,
    {
      summary: 'Place an order (status Confirming)',
      description: 'The site must be in my scope (404 otherwise); a site-scoped contact may leave it out.',
      policy: creating,
    },
    async (request, reply) => reply.code(201).send(await service.createOrder(contextOf(app, request), request.body)),
  );

  add(
    api.confirmOrder,
    {
      summary: 'Confirm an order (staff): Confirming → Confirmed',
      description: '409 ORDER_TRANSITION_NOT_ALLOWED from any other status.',
      policy: 'staff',
    },
    (request) => service.confirmOrder(contextOf(app, request), request.params.id, request.body),
  );

  add(
    api.cancelOrder,
    {
      summary: 'Cancel an order: Confirming | Confirmed → Cancelled',
      description:
        'A contact up to the cut-off before the task date (Settings → Orders, GET/PUT /api/settings/orders), staff until the task date: 409 ORDER_CUTOFF_PASSED after; 409 ORDER_TRANSITION_NOT_ALLOWED from Cancelled.',
      policy: { permission: 'CancelOrder' },
    },
    (request) => service.cancelOrder(contextOf(app, request), request.params.id, request.body ?? {}),
  );
});
