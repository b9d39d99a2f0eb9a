import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { CookieNotice, CookieNoticeParams, FindCookieNoticesRequest, FindCookieNoticesResponse, LatestCookieRequest, LatestCookieResponse, SaveCookieNoticeRequest } from '../cookies.ts';

export const cookiesEndpoints = {
  getTheLatestCookie: endpoint('GET /api/Backoffice/Cookie/GetTheLatestCookie', { query: LatestCookieRequest, response: LatestCookieResponse }),
  findCookieNotices: endpoint('GET /api/cookie-notices', { query: FindCookieNoticesRequest, response: FindCookieNoticesResponse }),
  createCookieNotice: endpoint('POST /api/cookie-notices', { body: SaveCookieNoticeRequest, status: 201, response: CookieNotice }),
  updateCookieNotice: endpoint('PUT /api/cookie-notices/:id', { params: CookieNoticeParams, body: SaveCookieNoticeRequest, response: CookieNotice }),
  publishCookieNotice: endpoint('POST /api/cookie-notices/:id/publish', { params: CookieNoticeParams, response: CookieNotice }),
  unpublishCookieNotice: endpoint('POST /api/cookie-notices/:id/unpublish', { params: CookieNoticeParams, response: CookieNotice }),
  deleteCookieNotice: endpoint('DELETE /api/cookie-notices/:id', { params: CookieNoticeParams, status: 204, response: z.null() }),
};
