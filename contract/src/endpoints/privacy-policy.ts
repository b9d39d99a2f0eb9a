import { SIGNED_IN, STAFF, ZERO_ID } from '../access.ts';
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
  PolicyAcceptanceSummary,
  PrivacyPolicy,
  PrivacyPolicyParams,
  ShowsGdprResponse,
  UpdatePrivacyPolicyRequest,
} from '../privacy-policy.ts';

export const privacyPolicyEndpoints = {
  showsGdpr: endpoint('GET /api/Backoffice/PrivacyPolicy/ShowsGDPR', { access: { allowed: SIGNED_IN }, response: ShowsGdprResponse }),
  getOlderGdprToApprove: endpoint('GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove', { access: { allowed: SIGNED_IN }, response: OlderGdprResponse }),
  createGdprAcceptance: endpoint('POST /api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance', { access: { allowed: SIGNED_IN, request: { payload: { id: ZERO_ID, accepted: true } } }, body: GdprDecision, response: GdprDecisionResponse }),

  findPrivacyPolicies: endpoint('GET /api/privacy-policies', { access: { allowed: STAFF }, query: FindPrivacyPoliciesRequest, response: FindPrivacyPoliciesResponse }),
  createPrivacyPolicy: endpoint('POST /api/privacy-policies', { access: { allowed: STAFF, request: { payload: { language: 'en-US', title: 'Privacy', text: '<p>We keep your data safe.</p>', effectiveAt: '2026-01-01T00:00:00Z' } } }, body: CreatePrivacyPolicyRequest, status: 201, response: PrivacyPolicy }),
  updatePrivacyPolicy: endpoint('PUT /api/privacy-policies/:id', { access: { allowed: STAFF, request: { payload: { title: 'Privacy', text: '<p>We keep your data safe.</p>', effectiveAt: '2026-01-01T00:00:00Z' } } }, params: PrivacyPolicyParams, body: UpdatePrivacyPolicyRequest, response: PrivacyPolicy }),
  publishPrivacyPolicy: endpoint('POST /api/privacy-policies/:id/publish', { access: { allowed: STAFF }, params: PrivacyPolicyParams, response: PrivacyPolicy }),
  unpublishPrivacyPolicy: endpoint('POST /api/privacy-policies/:id/unpublish', { access: { allowed: STAFF }, params: PrivacyPolicyParams, response: PrivacyPolicy }),
  deletePrivacyPolicy: endpoint('DELETE /api/privacy-policies/:id', { access: { allowed: STAFF }, params: PrivacyPolicyParams, status: 204, response: z.null() }),
  policyAcceptanceSummary: endpoint('GET /api/privacy-policies/acceptances/summary', { access: { allowed: STAFF }, response: PolicyAcceptanceSummary }),
  findPolicyAcceptances: endpoint('GET /api/privacy-policies/acceptances', { access: { allowed: STAFF }, query: FindPolicyAcceptancesRequest, response: FindPolicyAcceptancesResponse }),
};
