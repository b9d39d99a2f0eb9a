import { endpoint } from '../endpoint.ts';
import { CancelOrderRequest, ConfirmOrderRequest, CreateOrderRequest, FindOrdersRequest, FindOrdersResponse, GetOrderResponse, OrderFormOptionsRequest, OrderFormOptionsResponse, OrderIdParams } from '../orders.ts';

export const ordersEndpoints = {
  findOrders: endpoint('GET /api/orders', { query: FindOrdersRequest, response: FindOrdersResponse }),
  getOrderFormOptions: endpoint('GET /api/orders/form-options', { query: OrderFormOptionsRequest, response: OrderFormOptionsResponse }),
  getOrder: endpoint('GET /api/orders/:id', { params: OrderIdParams, response: GetOrderResponse }),
  createOrder: endpoint('POST /api/orders', { body: CreateOrderRequest, status: 201, response: GetOrderResponse }),
  confirmOrder: endpoint('POST /api/orders/:id/confirm', { params: OrderIdParams, body: ConfirmOrderRequest, response: GetOrderResponse }),
  cancelOrder: endpoint('POST /api/orders/:id/cancel', { params: OrderIdParams, body: CancelOrderRequest.nullish(), response: GetOrderResponse }),
};
