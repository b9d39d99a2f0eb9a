import { EVERYONE, STAFF } from '../access.ts';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { CookieNotice, CookieNoticeParams, FindCookieNoticesRequest, FindCookieNoticesResponse, LatestCookieRequest, LatestCookieResponse, SaveCookieNoticeRequest } from '../cookies.ts';

export const cookiesEndpoints = {
  getTheLatestCookie: endpoint('GET /api/Backoffice/Cookie/GetTheLatestCookie', { access: { allowed: EVERYONE, request: { query: { localeCode: 'pt-BR' } } }, query: LatestCookieRequest, response: LatestCookieResponse }),
  findCookieNotices: endpoint('GET /api/cookie-notices', { access: { allowed: STAFF }, query: FindCookieNoticesRequest, response: FindCookieNoticesResponse }),
  createCookieNotice: endpoint('POST /api/cookie-notices', { access: { allowed: STAFF, request: { payload: { language: 'en-US', title: 'Cookies', text: '<p>We use cookies.</p>' } } }, body: SaveCookieNoticeRequest, status: 201, response: CookieNotice }),
  updateCookieNotice: endpoint('PUT /api/cookie-notices/:id', { access: { allowed: STAFF, request: { payload: { language: 'en-US', title: 'Cookies', text: '<p>We use cookies.</p>' } } }, params: CookieNoticeParams, body: SaveCookieNoticeRequest, response: CookieNotice }),
  publishCookieNotice: endpoint('POST /api/cookie-notices/:id/publish', { access: { allowed: STAFF }, params: CookieNoticeParams, response: CookieNotice }),
  unpublishCookieNotice: endpoint('POST /api/cookie-notices/:id/unpublish', { access: { allowed: STAFF }, params: CookieNoticeParams, response: CookieNotice }),
  deleteCookieNotice: endpoint('DELETE /api/cookie-notices/:id', { access: { allowed: STAFF }, params: CookieNoticeParams, status: 204, response: z.null() }),
};
