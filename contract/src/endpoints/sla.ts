import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { SlaCompanyParams, SlaCompanyPolicy, SlaPromiseRequest, SlaPromiseResponse } from '../sla.ts';

export const slaEndpoints = {
  getSlaPromise: endpoint('GET /api/sla/promise', { access: { allowed: ['customerAll', ...STAFF] }, query: SlaPromiseRequest, response: SlaPromiseResponse }),
  getSlaCompanyPolicy: endpoint('GET /api/sla/companies/:companyId', { access: { allowed: STAFF }, params: SlaCompanyParams, response: SlaCompanyPolicy }),
  updateSlaCompanyPolicy: endpoint('PUT /api/sla/companies/:companyId', {
    access: { allowed: STAFF, request: { payload: { overrides: [] } } },
    params: SlaCompanyParams,
    body: SlaCompanyPolicy,
    response: SlaCompanyPolicy,
  }),
};
