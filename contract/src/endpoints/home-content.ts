import { SIGNED_IN, STAFF, ZERO_ID } from '../access.ts';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { FindHomeItemsRequest, FindHomeItemsResponse, HomeItem, HomeItemParams, HomeResponse, ReorderHomeItemsRequest, SaveHomeItemRequest } from '../home-content.ts';

export const homeContentEndpoints = {
  getHome: endpoint('GET /api/home', { access: { allowed: SIGNED_IN }, response: HomeResponse }),
  findHomeItems: endpoint('GET /api/home-items', { access: { allowed: STAFF, request: { query: { kind: 'news' } } }, query: FindHomeItemsRequest, response: FindHomeItemsResponse }),
  createHomeItem: endpoint('POST /api/home-items', { access: { allowed: STAFF, request: { payload: { kind: 'link', language: 'en-US', title: 'Web', url: 'https://example.com', icon: 'world' } } }, body: SaveHomeItemRequest, status: 201, response: HomeItem }),
  updateHomeItem: endpoint('PUT /api/home-items/:id', { access: { allowed: STAFF, request: { payload: { kind: 'link', language: 'en-US', title: 'Web', url: 'https://example.com', icon: 'world' } } }, params: HomeItemParams, body: SaveHomeItemRequest, response: HomeItem }),
  publishHomeItem: endpoint('POST /api/home-items/:id/publish', { access: { allowed: STAFF }, params: HomeItemParams, response: HomeItem }),
  unpublishHomeItem: endpoint('POST /api/home-items/:id/unpublish', { access: { allowed: STAFF }, params: HomeItemParams, response: HomeItem }),
  reorderHomeItems: endpoint('POST /api/home-items/reorder', { access: { allowed: STAFF, request: { payload: { ids: [ZERO_ID] } } }, body: ReorderHomeItemsRequest, status: 204, response: z.null() }),
  deleteHomeItem: endpoint('DELETE /api/home-items/:id', { access: { allowed: STAFF }, params: HomeItemParams, status: 204, response: z.null() }),
};
