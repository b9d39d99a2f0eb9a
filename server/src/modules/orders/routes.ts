import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { route } from '@/lib/route.ts';
import { ordersEndpoints as api } from '@customer-hub/contract/endpoints/orders';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.findOrders,
    { config: { policy: { permission: 'Orders' } }, schema: { tags: ['orders'], summary: 'Orders in my scope (paged, sorted, filtered)' } },
    (request) => service.findOrders(contextOf(app, request), request.query),
  );

  route(
    app,
    api.getOrderFormOptions,
    {
      config: { policy: { permission: 'CreateOrder' } },
      schema: {
        tags: ['orders'],
        summary: 'Sites and teams the new-order form offers',
        description: 'Staff pass companyId (400 without it); a contact gets their own scope.',
      },
    },
    (request) => service.getFormOptions(contextOf(app, request), request.query),
  );

  route(
    app,
    api.getOrder,
    { config: { policy: { permission: 'Orders' } }, schema: { tags: ['orders'], summary: 'An order with its history' } },
    (request) => service.getOrder(contextOf(app, request), request.params.id),
  );

  route(
    app,
    api.createOrder,
    {
      config: { policy: { permission: 'CreateOrder' } },
      schema: {
        tags: ['orders'],
        summary: 'Place an order (status Confirming)',
        description: 'The site must be in my scope (404 otherwise); a site-scoped contact may leave it out.',
      },
    },
    async (request, reply) => reply.code(201).send(await service.createOrder(contextOf(app, request), request.body)),
  );

  route(
    app,
    api.confirmOrder,
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['orders'],
        summary: 'Confirm an order (staff): Confirming → Confirmed',
        description: '409 ORDER_TRANSITION_NOT_ALLOWED from any other status.',
      },
    },
    (request) => service.confirmOrder(contextOf(app, request), request.params.id, request.body),
  );

  route(
    app,
    api.cancelOrder,
    {
      config: { policy: { permission: 'CancelOrder' } },
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order: Confirming | Confirmed → Cancelled',
        description: 'A contact up to the cut-off before the task date (setting orderCancelCutoffHours), staff until the task date: 409 ORDER_CUTOFF_PASSED after; 409 ORDER_TRANSITION_NOT_ALLOWED from Cancelled.',
      },
    },
    (request) => service.cancelOrder(contextOf(app, request), request.params.id, request.body ?? {}),
  );
};

export default routes;
