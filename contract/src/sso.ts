import { z } from 'zod';
import { Permission } from './permissions.ts';

// Single sign-on with OpenID Connect (docs/ARCHITECTURE.md, "Single sign-on"): the staff provider
// (Settings) and one provider per customer company (its main contact or staff configure it).

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !CONTROL.test(v), { message: 'One line of text' });

/** An issuer URL: http(s), no query or fragment (OpenID Connect Discovery appends its path to it). */
export const IssuerUrl = line(500)
  .min(1)
  .refine((v) => /^https?:\/\/[^\s?#]+$/i.test(v) && URL.canParse(v), { message: 'An http(s) address without ? or #' });

/** An email domain such as example.com (lower-cased). */
export const EmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'A domain such as example.com');

/** The error codes of a sign-in with a provider, as the sign-in page shows them (`sso.errors.<code>`). */
export const SSO_ERRORS = [
  'unavailable',
  'cancelled',
  'expired',
  'rejected',
  'no_account',
  'email_not_verified',
  'domain_mismatch',
  'email_taken',
  'disabled',
  'not_allowed',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** The query of the sign-in page after a provider's answer: a code of SSO_ERRORS, or a session of N minutes. */
export const SSO_ERROR_PARAM = 'sso_error';
export const SSO_DONE_PARAM = 'sso_expires_in';
export const SSO_RETURN_PARAM = 'return';

/** A button of the sign-in page: which provider, and the name it shows. */
export const SsoButton = z.object({ id: z.string().uuid(), name: z.string() });
export type SsoButton = z.infer<typeof SsoButton>;

/** GET /api/sso/lookup: what the sign-in page offers for what the user typed. */
export const SsoLookupQuery = z.object({ login: z.string().trim().max(256).optional() });
/**
 * The staff provider (when enabled), and the provider of the company whose email domain the typed
 * address has. Nothing here depends on whether a user exists: only the domain is looked at.
 */
export const SsoLookupResponse = z.object({ staff: SsoButton.nullable(), company: SsoButton.nullable() });
export type SsoLookupResponse = z.infer<typeof SsoLookupResponse>;

/** A provider as its screen shows it. The client secret is never answered, only whether one is stored. */
export const IdentityProviderView = z.object({
  configured: z.boolean(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  enabled: z.boolean(),
  emailDomains: z.array(z.string()),
  defaultPermissions: z.array(Permission),
  /** Password sign-in (and password reset) refused for the company's users while the provider is on. */
  passwordSignInOff: z.boolean(),
  /** The permissions the caller may give new users (a main contact: their own). */
  grantable: z.array(Permission),
  /** The address to register at the provider. */
  redirectUri: z.string(),
});
export type IdentityProviderView = z.infer<typeof IdentityProviderView>;

const providerFields = {
  name: line(80).min(1),
  issuer: IssuerUrl,
  clientId: line(200).min(1),
  /** Write-only: left out, the stored one is kept; anything else replaces it. */
  clientSecret: line(2000).min(1).optional(),
  enabled: z.boolean(),
};

/** PUT /api/sso/staff-provider (Admin). */
export const StaffProviderRequest = z.object(providerFields).strict();
export type StaffProviderRequest = z.infer<typeof StaffProviderRequest>;

/** PUT of a company's provider (its main contact, or staff). */
export const CompanyProviderRequest = z
  .object({
    ...providerFields,
    emailDomains: z.array(EmailDomain).min(1).max(20),
    defaultPermissions: z.array(Permission).max(50),
    passwordSignInOff: z.boolean(),
  })
  .strict();
export type CompanyProviderRequest = z.infer<typeof CompanyProviderRequest>;

export const CompanyIdParams = z.object({ companyId: z.string().uuid() });

/** POST /api/sso/test: runs the provider's discovery. */
export const SsoTestRequest = z.object({ issuer: IssuerUrl }).strict();
export const SsoTestResponse = z.object({
  ok: z.boolean(),
  /** What the provider says it is, and where it signs in (ok only). */
  issuer: z.string().optional(),
  authorizationEndpoint: z.string().optional(),
  /** Why not (not ok): unreachable, not an OpenID provider, or an issuer that is not the address asked. */
  reason: z.enum(['unreachable', 'invalid', 'insecure']).optional(),
});
export type SsoTestResponse = z.infer<typeof SsoTestResponse>;

export const SsoRemovedResponse = z.object({ removed: z.boolean() });

/** GET /api/sso/start: which provider, and the page to come back to after signing in. */
export const SsoStartQuery = z.object({
  provider: z.string().uuid(),
  return: z.string().max(500).optional(),
});
/** GET /api/sso/callback: the provider's answer (OAuth 2.0 authorization response). */
export const SsoCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
  session_state: z.string().max(500).optional(),
});
