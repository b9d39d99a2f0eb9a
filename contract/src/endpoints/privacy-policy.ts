import { endpoint } from '../endpoint.ts';
import { GdprDecision, GdprDecisionResponse, OlderGdprResponse, ShowsGdprResponse } from '../privacy-policy.ts';

export const privacyPolicyEndpoints = {
  showsGdpr: endpoint('GET /api/Backoffice/PrivacyPolicy/ShowsGDPR', { response: ShowsGdprResponse }),
  getOlderGdprToApprove: endpoint('GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove', { response: OlderGdprResponse }),
  createGdprAcceptance: endpoint('POST /api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance', { body: GdprDecision, response: GdprDecisionResponse }),
};
