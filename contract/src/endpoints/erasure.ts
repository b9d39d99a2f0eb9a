import { SIGNED_IN, STAFF, ZERO_ID } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  ApproveErasureRequest,
  ErasureRequestDetail,
  ErasureRequestParams,
  FindErasureRequestsRequest,
  FindErasureRequestsResponse,
  MyErasureRequest,
  MyErasureRequestResponse,
  OpenErasureRequest,
  OpenMyErasureRequest,
  RejectErasureRequest,
} from '../erasure.ts';

export const erasureEndpoints = {
  getMyErasureRequest: endpoint('GET /api/account/erasure-request', { access: { allowed: SIGNED_IN }, response: MyErasureRequestResponse }),
  openMyErasureRequest: endpoint('POST /api/account/erasure-request', {
    access: { allowed: SIGNED_IN, request: { payload: {} } },
    body: OpenMyErasureRequest,
    status: 201,
    response: MyErasureRequest,
  }),
  findErasureRequests: endpoint('GET /api/erasure-requests', { access: { allowed: STAFF }, query: FindErasureRequestsRequest, response: FindErasureRequestsResponse }),
  openErasureRequest: endpoint('POST /api/erasure-requests', {
    access: { allowed: STAFF, request: { payload: { userId: ZERO_ID } } },
    body: OpenErasureRequest,
    status: 201,
    response: ErasureRequestDetail,
  }),
  getErasureRequest: endpoint('GET /api/erasure-requests/:id', { access: { allowed: STAFF }, params: ErasureRequestParams, response: ErasureRequestDetail }),
  approveErasureRequest: endpoint('POST /api/erasure-requests/:id/approve', {
    access: { allowed: STAFF, request: { payload: {} } },
    params: ErasureRequestParams,
    body: ApproveErasureRequest,
    response: ErasureRequestDetail,
  }),
  rejectErasureRequest: endpoint('POST /api/erasure-requests/:id/reject', {
    access: { allowed: STAFF, request: { payload: { note: 'x' } } },
    params: ErasureRequestParams,
    body: RejectErasureRequest,
    response: ErasureRequestDetail,
  }),
};
