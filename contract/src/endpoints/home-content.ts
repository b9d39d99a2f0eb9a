import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { FindHomeItemsRequest, FindHomeItemsResponse, HomeItem, HomeItemParams, HomeResponse, ReorderHomeItemsRequest, SaveHomeItemRequest } from '../home-content.ts';

export const homeContentEndpoints = {
  getHome: endpoint('GET /api/home', { response: HomeResponse }),
  findHomeItems: endpoint('GET /api/home-items', { query: FindHomeItemsRequest, response: FindHomeItemsResponse }),
  createHomeItem: endpoint('POST /api/home-items', { body: SaveHomeItemRequest, status: 201, response: HomeItem }),
  updateHomeItem: endpoint('PUT /api/home-items/:id', { params: HomeItemParams, body: SaveHomeItemRequest, response: HomeItem }),
  publishHomeItem: endpoint('POST /api/home-items/:id/publish', { params: HomeItemParams, response: HomeItem }),
  unpublishHomeItem: endpoint('POST /api/home-items/:id/unpublish', { params: HomeItemParams, response: HomeItem }),
  reorderHomeItems: endpoint('POST /api/home-items/reorder', { body: ReorderHomeItemsRequest, status: 204, response: z.null() }),
  deleteHomeItem: endpoint('DELETE /api/home-items/:id', { params: HomeItemParams, status: 204, response: z.null() }),
};
