import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { ApiKeyIdParams, ApiKeyListResponse, ApiKeyView, CompanyApiKeyParams, CompanyApiKeysParams, CreateApiKeyRequest, CreateApiKeyResponse } from '../api-keys.ts';

const newKey = { name: 'Access check', scopes: ['trips:read'], expiresInDays: 30 };

// A company's API keys: its main contact manages their own company's, staff any company's.
export const apiKeysEndpoints = {
  listOwnApiKeys: endpoint('GET /api/api-keys', { access: { allowed: ['customerAll'] }, response: ApiKeyListResponse }),
  createOwnApiKey: endpoint('POST /api/api-keys', { access: { allowed: ['customerAll'], request: { payload: newKey } }, body: CreateApiKeyRequest, status: 201, response: CreateApiKeyResponse }),
  revokeOwnApiKey: endpoint('POST /api/api-keys/:id/revoke', { access: { allowed: ['customerAll'] }, params: ApiKeyIdParams, response: ApiKeyView }),
  listCompanyApiKeys: endpoint('GET /api/companies/:companyId/api-keys', { access: { allowed: STAFF }, params: CompanyApiKeysParams, response: ApiKeyListResponse }),
  createCompanyApiKey: endpoint('POST /api/companies/:companyId/api-keys', { access: { allowed: STAFF, request: { payload: newKey } }, params: CompanyApiKeysParams, body: CreateApiKeyRequest, status: 201, response: CreateApiKeyResponse }),
  revokeCompanyApiKey: endpoint('POST /api/companies/:companyId/api-keys/:id/revoke', { access: { allowed: STAFF }, params: CompanyApiKeyParams, response: ApiKeyView }),
};
