import { endpoint } from '../endpoint.ts';
import { AccessRequestParams, ApproveAccessRequest, ApproveAccessRequestResponse, FindAccessRequestsRequest, FindAccessRequestsResponse, RejectAccessRequestResponse } from '../access-requests.ts';
import { AcceptedResponse, CreateAccessRequest } from '../accounts.ts';

export const accessRequestsEndpoints = {
  createAccessRequest: endpoint('POST /api/access-requests', { body: CreateAccessRequest, status: 202, response: AcceptedResponse }),
  findAccessRequests: endpoint('GET /api/access-requests', { query: FindAccessRequestsRequest, response: FindAccessRequestsResponse }),
  approveAccessRequest: endpoint('POST /api/access-requests/:id/approve', { params: AccessRequestParams, body: ApproveAccessRequest, response: ApproveAccessRequestResponse }),
  rejectAccessRequest: endpoint('POST /api/access-requests/:id/reject', { params: AccessRequestParams, response: RejectAccessRequestResponse }),
};
