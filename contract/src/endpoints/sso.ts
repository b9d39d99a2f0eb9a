import { EVERYONE, STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  CompanyIdParams,
  CompanyProviderRequest,
  IdentityProviderView,
  SsoLookupQuery,
  SsoLookupResponse,
  SsoRemovedResponse,
  SsoTestRequest,
  SsoTestResponse,
  StaffProviderRequest,
} from '../sso.ts';

const staffProvider = { name: 'Staff sign-in', issuer: 'https://idp.example.test', clientId: 'hub', enabled: false };
const companyProvider = { ...staffProvider, emailDomains: ['example.test'], defaultPermissions: [], passwordSignInOff: false };

// The redirects of a sign-in (GET /api/sso/start and /api/sso/callback) are not JSON: they are
// outside the contract (server/test/access-table.ts).
export const ssoEndpoints = {
  lookup: endpoint('GET /api/sso/lookup', { access: { allowed: EVERYONE, request: { query: { login: 'someone@example.test' } } }, query: SsoLookupQuery, response: SsoLookupResponse }),
  testProvider: endpoint('POST /api/sso/test', { access: { allowed: ['customerAll', ...STAFF], request: { payload: { issuer: 'http://127.0.0.1:9/none' } } }, body: SsoTestRequest, response: SsoTestResponse }),
  getStaffProvider: endpoint('GET /api/sso/staff-provider', { access: { allowed: ['admin'] }, response: IdentityProviderView }),
  updateStaffProvider: endpoint('PUT /api/sso/staff-provider', { access: { allowed: ['admin'], request: { payload: staffProvider } }, body: StaffProviderRequest, response: IdentityProviderView }),
  getOwnCompanyProvider: endpoint('GET /api/sso/company-provider', { access: { allowed: ['customerAll'] }, response: IdentityProviderView }),
  updateOwnCompanyProvider: endpoint('PUT /api/sso/company-provider', { access: { allowed: ['customerAll'], request: { payload: { ...companyProvider, emailDomains: ['a-company.example.test'] } } }, body: CompanyProviderRequest, response: IdentityProviderView }),
  deleteOwnCompanyProvider: endpoint('DELETE /api/sso/company-provider', { access: { allowed: ['customerAll'] }, response: SsoRemovedResponse }),
  getCompanyProvider: endpoint('GET /api/companies/:companyId/sso', { access: { allowed: STAFF, request: {} }, params: CompanyIdParams, response: IdentityProviderView }),
  updateCompanyProvider: endpoint('PUT /api/companies/:companyId/sso', { access: { allowed: STAFF, request: { payload: companyProvider } }, params: CompanyIdParams, body: CompanyProviderRequest, response: IdentityProviderView }),
  deleteCompanyProvider: endpoint('DELETE /api/companies/:companyId/sso', { access: { allowed: STAFF, request: {} }, params: CompanyIdParams, response: SsoRemovedResponse }),
};

