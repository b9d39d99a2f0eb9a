import { EVERYONE, STAFF, ZERO_ID } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { AccessRequestParams, ApproveAccessRequest, ApproveAccessRequestResponse, FindAccessRequestsRequest, FindAccessRequestsResponse, RejectAccessRequestResponse } from '../access-requests.ts';
import { AcceptedResponse, CreateAccessRequest } from '../accounts.ts';

export const accessRequestsEndpoints = {
  createAccessRequest: endpoint('POST /api/access-requests', { access: { allowed: EVERYONE, request: { payload: { name: 'Visitor', email: 'visitor@example.test' } } }, body: CreateAccessRequest, status: 202, response: AcceptedResponse }),
  findAccessRequests: endpoint('GET /api/access-requests', { access: { allowed: STAFF }, query: FindAccessRequestsRequest, response: FindAccessRequestsResponse }),
  approveAccessRequest: endpoint('POST /api/access-requests/:id/approve', { access: { allowed: STAFF, request: { payload: { companyId: ZERO_ID, treeNodeKind: 'company', treeNodeId: ZERO_ID, userName: 'nobody.new' } } }, params: AccessRequestParams, body: ApproveAccessRequest, response: ApproveAccessRequestResponse }),
  rejectAccessRequest: endpoint('POST /api/access-requests/:id/reject', { access: { allowed: STAFF }, params: AccessRequestParams, response: RejectAccessRequestResponse }),
};
