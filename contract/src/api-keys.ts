import { z } from 'zod';
export * from './constants/api-keys.ts';
import { API_KEY_ADDRESSES_MAX, API_KEY_DEFAULT_DAYS, API_KEY_MAX_DAYS, API_KEY_NAME_MAX, API_KEY_SCOPES, isAddressOrRange } from './constants/api-keys.ts';

export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES);

/** One key as lists show it: never its secret, only its first characters. */
export const ApiKeyView = z.object({
  id: z.string().uuid(),
  companyId: z.string().uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  expiresAt: z.string(),
  allowedIps: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const ApiKeyListResponse = z.object({ items: z.array(ApiKeyView) });
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponse>;

export const CreateApiKeyRequest = z.object({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
  scopes: z.array(ApiKeyScopeSchema).min(1).max(API_KEY_SCOPES.length).refine((s) => new Set(s).size === s.length, 'Each scope once'),
  /** Days from now until the key stops working. */
  expiresInDays: z.number().int().min(1).max(API_KEY_MAX_DAYS).default(API_KEY_DEFAULT_DAYS),
  /** Addresses or CIDR ranges (IPv4/IPv6) the key is accepted from; empty: any. */
  allowedIps: z
    .array(z.string().trim().max(50).refine(isAddressOrRange, 'An IPv4 or IPv6 address, or a CIDR range'))
    .max(API_KEY_ADDRESSES_MAX)
    .default([]),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>;

/** The answer of a create: the key itself, shown this once, and its list entry. */
export const CreateApiKeyResponse = z.object({ secret: z.string(), apiKey: ApiKeyView });
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponse>;

export const ApiKeyIdParams = z.object({ id: z.string().uuid() });
export const CompanyApiKeysParams = z.object({ companyId: z.string().uuid() });
export const CompanyApiKeyParams = z.object({ companyId: z.string().uuid(), id: z.string().uuid() });
