import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  CreatePrivacyPolicyRequest,
  FindPolicyAcceptancesRequest,
  FindPolicyAcceptancesResponse,
  FindPrivacyPoliciesRequest,
  FindPrivacyPoliciesResponse,
  GdprDecision,
  GdprDecisionResponse,
  OlderGdprResponse,
  PrivacyPolicy,
  PrivacyPolicyParams,
  ShowsGdprResponse,
  UpdatePrivacyPolicyRequest,
} from '../privacy-policy.ts';

export const privacyPolicyEndpoints = {
  showsGdpr: endpoint('GET /api/Backoffice/PrivacyPolicy/ShowsGDPR', { response: ShowsGdprResponse }),
  getOlderGdprToApprove: endpoint('GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove', { response: OlderGdprResponse }),
  createGdprAcceptance: endpoint('POST /api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance', { body: GdprDecision, response: GdprDecisionResponse }),

  findPrivacyPolicies: endpoint('GET /api/privacy-policies', { query: FindPrivacyPoliciesRequest, response: FindPrivacyPoliciesResponse }),
  createPrivacyPolicy: endpoint('POST /api/privacy-policies', { body: CreatePrivacyPolicyRequest, status: 201, response: PrivacyPolicy }),
  updatePrivacyPolicy: endpoint('PUT /api/privacy-policies/:id', { params: PrivacyPolicyParams, body: UpdatePrivacyPolicyRequest, response: PrivacyPolicy }),
  publishPrivacyPolicy: endpoint('POST /api/privacy-policies/:id/publish', { params: PrivacyPolicyParams, response: PrivacyPolicy }),
  unpublishPrivacyPolicy: endpoint('POST /api/privacy-policies/:id/unpublish', { params: PrivacyPolicyParams, response: PrivacyPolicy }),
  deletePrivacyPolicy: endpoint('DELETE /api/privacy-policies/:id', { params: PrivacyPolicyParams, status: 204, response: z.null() }),
  findPolicyAcceptances: endpoint('GET /api/privacy-policies/acceptances', { query: FindPolicyAcceptancesRequest, response: FindPolicyAcceptancesResponse }),
};
