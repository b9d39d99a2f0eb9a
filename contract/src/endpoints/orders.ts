import { STAFF, ZERO_ID } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { CancelOrderRequest, ConfirmOrderRequest, CreateOrderRequest, FindOrdersRequest, FindOrdersResponse, GetOrderResponse, OrderFormOptionsRequest, OrderFormOptionsResponse, OrderIdParams } from '../orders.ts';

export const ordersEndpoints = {
  findOrders: endpoint('GET /api/orders', { apiKey: 'orders:read', access: { allowed: ['customerAll', ...STAFF] }, query: FindOrdersRequest, response: FindOrdersResponse }),
  getOrderFormOptions: endpoint('GET /api/orders/form-options', { apiKey: 'orders:write', access: { allowed: ['customerAll', ...STAFF] }, query: OrderFormOptionsRequest, response: OrderFormOptionsResponse }),
  getOrder: endpoint('GET /api/orders/:id', { apiKey: 'orders:read', access: { allowed: ['customerAll', ...STAFF] }, params: OrderIdParams, response: GetOrderResponse }),
  createOrder: endpoint('POST /api/orders', { apiKey: 'orders:write', access: { allowed: ['customerAll', ...STAFF], request: { payload: { documentType: 'Service', unitOfMeasure: 'Unit', quantity: 1, workLocation: 'Gate 1', requestedTaskDate: '2099-01-01', siteId: ZERO_ID } } }, body: CreateOrderRequest, status: 201, response: GetOrderResponse }),
  confirmOrder: endpoint('POST /api/orders/:id/confirm', { access: { allowed: STAFF, request: { payload: { taskDate: '2099-01-01' } } }, params: OrderIdParams, body: ConfirmOrderRequest, response: GetOrderResponse }),
  cancelOrder: endpoint('POST /api/orders/:id/cancel', { apiKey: 'orders:write', access: { allowed: ['customerAll', ...STAFF] }, params: OrderIdParams, body: CancelOrderRequest.nullish(), response: GetOrderResponse }),
};
