import { z } from 'zod';
import { SIGNED_IN, STAFF, ZERO_ID } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  FindKbArticlesRequest,
  FindKbArticlesResponse,
  KbArticle,
  KbArticleOpenedRequest,
  KbArticleView,
  KbCategoriesResponse,
  KbCategory,
  KbDraftParams,
  KbIdParams,
  ReorderKbCategoriesRequest,
  SaveKbArticleRequest,
  SaveKbCategoryRequest,
  SearchKbArticlesRequest,
  SearchKbArticlesResponse,
  SuggestKbArticlesRequest,
  SuggestKbArticlesResponse,
} from '../knowledge.ts';

const article = { texts: [{ language: 'en-US', title: 'Invoices', body: '<p>How to read an invoice</p>' }] };
const category = { names: { 'en-US': 'Billing' } };

// The knowledge base: every signed-in user reads published articles their company may see (staff
// read every published one); staff write them in Content management.
export const knowledgeEndpoints = {
  findKbCategories: endpoint('GET /api/knowledge/categories', { access: { allowed: SIGNED_IN }, response: KbCategoriesResponse }),
  searchKbArticles: endpoint('GET /api/knowledge/articles', { access: { allowed: SIGNED_IN }, query: SearchKbArticlesRequest, response: SearchKbArticlesResponse }),
  getKbArticle: endpoint('GET /api/knowledge/articles/:id', { access: { allowed: SIGNED_IN }, params: KbIdParams, response: KbArticleView }),
  suggestKbArticles: endpoint('GET /api/knowledge/suggest', { access: { allowed: SIGNED_IN, request: { query: { q: 'invoice' } } }, query: SuggestKbArticlesRequest, response: SuggestKbArticlesResponse }),
  kbArticleOpened: endpoint('POST /api/knowledge/articles/:id/opened', { access: { allowed: SIGNED_IN, request: { payload: { draftId: ZERO_ID } } }, params: KbIdParams, body: KbArticleOpenedRequest, status: 204, response: z.null() }),
  kbDraftAnswered: endpoint('POST /api/knowledge/drafts/:draftId/answered', { access: { allowed: SIGNED_IN }, params: KbDraftParams, status: 204, response: z.null() }),

  createKbCategory: endpoint('POST /api/knowledge-categories', { access: { allowed: STAFF, request: { payload: category } }, body: SaveKbCategoryRequest, status: 201, response: KbCategory }),
  updateKbCategory: endpoint('PUT /api/knowledge-categories/:id', { access: { allowed: STAFF, request: { payload: category } }, params: KbIdParams, body: SaveKbCategoryRequest, response: KbCategory }),
  reorderKbCategories: endpoint('POST /api/knowledge-categories/reorder', { access: { allowed: STAFF, request: { payload: { ids: [ZERO_ID] } } }, body: ReorderKbCategoriesRequest, status: 204, response: z.null() }),
  deleteKbCategory: endpoint('DELETE /api/knowledge-categories/:id', { access: { allowed: STAFF }, params: KbIdParams, status: 204, response: z.null() }),

  findKbArticles: endpoint('GET /api/knowledge-articles', { access: { allowed: STAFF }, query: FindKbArticlesRequest, response: FindKbArticlesResponse }),
  getKbArticleForStaff: endpoint('GET /api/knowledge-articles/:id', { access: { allowed: STAFF }, params: KbIdParams, response: KbArticle }),
  createKbArticle: endpoint('POST /api/knowledge-articles', { access: { allowed: STAFF, request: { payload: article } }, body: SaveKbArticleRequest, status: 201, response: KbArticle }),
  updateKbArticle: endpoint('PUT /api/knowledge-articles/:id', { access: { allowed: STAFF, request: { payload: article } }, params: KbIdParams, body: SaveKbArticleRequest, response: KbArticle }),
  publishKbArticle: endpoint('POST /api/knowledge-articles/:id/publish', { access: { allowed: STAFF }, params: KbIdParams, response: KbArticle }),
  unpublishKbArticle: endpoint('POST /api/knowledge-articles/:id/unpublish', { access: { allowed: STAFF }, params: KbIdParams, response: KbArticle }),
  deleteKbArticle: endpoint('DELETE /api/knowledge-articles/:id', { access: { allowed: STAFF }, params: KbIdParams, status: 204, response: z.null() }),
};
