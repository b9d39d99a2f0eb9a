import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import {
  CancelOrderRequest,
  ConfirmOrderRequest,
  CreateOrderRequest,
  FindOrdersRequest,
  FindOrdersResponse,
  GetOrderResponse,
  OrderFormOptionsRequest,
  OrderFormOptionsResponse,
  OrderIdParams,
} from '@customer-hub/contract/orders';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    {
      config: { policy: { permission: 'Orders' } },
      schema: { tags: ['orders'], summary: 'Orders in my scope (paged, sorted, filtered)', querystring: FindOrdersRequest, response: { 200: FindOrdersResponse } },
    },
    (request) => service.findOrders(contextOf(app, request), request.query),
  );

  app.get(
    '/api/orders/form-options',
    {
      config: { policy: { permission: 'CreateOrder' } },
      schema: {
        tags: ['orders'],
        summary: 'Sites and teams the new-order form offers',
        description: 'Staff pass companyId (400 without it); a contact gets their own scope.',
        querystring: OrderFormOptionsRequest,
        response: { 200: OrderFormOptionsResponse },
      },
    },
    (request) => service.getFormOptions(contextOf(app, request), request.query),
  );

  app.get(
    '/api/orders/:id',
    { config: { policy: { permission: 'Orders' } }, schema: { tags: ['orders'], summary: 'An order with its history', params: OrderIdParams, response: { 200: GetOrderResponse } } },
    (request) => service.getOrder(contextOf(app, request), request.params.id),
  );

  app.post(
    '/api/orders',
    {
      config: { policy: { permission: 'CreateOrder' } },
      schema: {
        tags: ['orders'],
        summary: 'Place an order (status Confirming)',
        description: 'The site must be in my scope (404 otherwise); a site-scoped contact may leave it out.',
        body: CreateOrderRequest,
        response: { 201: GetOrderResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createOrder(contextOf(app, request), request.body)),
  );

  app.post(
    '/api/orders/:id/confirm',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['orders'],
        summary: 'Confirm an order (staff): Confirming → Confirmed',
        description: '409 ORDER_TRANSITION_NOT_ALLOWED from any other status.',
        params: OrderIdParams,
        body: ConfirmOrderRequest,
        response: { 200: GetOrderResponse },
      },
    },
    (request) => service.confirmOrder(contextOf(app, request), request.params.id, request.body),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { policy: { permission: 'CancelOrder' } },
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order: Confirming | Confirmed → Cancelled',
        description: 'A contact up to the cut-off before the task date (setting orderCancelCutoffHours), staff until the task date: 409 ORDER_CUTOFF_PASSED after; 409 ORDER_TRANSITION_NOT_ALLOWED from Cancelled.',
        params: OrderIdParams,
        body: CancelOrderRequest.nullish(),
        response: { 200: GetOrderResponse },
      },
    },
    (request) => service.cancelOrder(contextOf(app, request), request.params.id, request.body ?? {}),
  );
};

export default routes;
