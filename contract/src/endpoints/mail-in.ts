import { STAFF, ZERO_ID } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { FindInboundMailsRequest, FindInboundMailsResponse, InboundMail, InboundMailParams, PostInboundMailRequest } from '../mail-in.ts';

export const mailInEndpoints = {
  findInboundMails: endpoint('GET /api/mail-in', { access: { allowed: STAFF }, query: FindInboundMailsRequest, response: FindInboundMailsResponse }),
  getInboundMail: endpoint('GET /api/mail-in/:id', { access: { allowed: STAFF }, params: InboundMailParams, response: InboundMail }),
  discardInboundMail: endpoint('POST /api/mail-in/:id/discard', { access: { allowed: STAFF }, params: InboundMailParams, response: InboundMail }),
  postInboundMail: endpoint('POST /api/mail-in/:id/post', {
    access: { allowed: STAFF, request: { payload: { ticketId: ZERO_ID } } },
    params: InboundMailParams,
    body: PostInboundMailRequest,
    response: InboundMail,
  }),
};
