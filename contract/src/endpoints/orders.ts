import { endpoint } from '../endpoint.ts';
import { CancelOrderRequest, ConfirmOrderRequest, CreateOrderRequest, FindOrdersRequest, FindOrdersResponse, GetOrderResponse, OrderFormOptionsRequest, OrderFormOptionsResponse, OrderIdParams } from '../orders.ts';

export const ordersEndpoints = {
  findOrders: endpoint({ method: 'GET', path: '/api/orders', query: FindOrdersRequest, response: FindOrdersResponse }),
  getOrderFormOptions: endpoint({ method: 'GET', path: '/api/orders/form-options', query: OrderFormOptionsRequest, response: OrderFormOptionsResponse }),
  getOrder: endpoint({ method: 'GET', path: '/api/orders/:id', params: OrderIdParams, response: GetOrderResponse }),
  createOrder: endpoint({ method: 'POST', path: '/api/orders', body: CreateOrderRequest, status: 201, response: GetOrderResponse }),
  confirmOrder: endpoint({ method: 'POST', path: '/api/orders/:id/confirm', params: OrderIdParams, body: ConfirmOrderRequest, response: GetOrderResponse }),
  cancelOrder: endpoint({ method: 'POST', path: '/api/orders/:id/cancel', params: OrderIdParams, body: CancelOrderRequest.nullish(), response: GetOrderResponse }),
};
