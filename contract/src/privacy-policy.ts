import { z } from 'zod';
import { POLICY_ACCEPTANCE_EXPORT_FORMATS, POLICY_ACCEPTANCE_SORTS, PRIVACY_POLICY_SORTS } from './constants/privacy-policy.ts';
import { LanguageCode } from './languages.ts';
import { booleanFilter, IdParams, INSTANT_RANGE_FILTER, listRequest, pageOf, searchFilter } from './paging.ts';
export * from './constants/privacy-policy.ts';

/** GET /api/Backoffice/PrivacyPolicy/ShowsGDPR (spec §7): false when a policy awaits the caller's decision. */
export const ShowsGdprResponse = z.boolean();

/**
 * A policy version the caller has to accept or decline: its text is HTML cleaned by the server.
 * `language` is the text's: the reader's own when the version has it, else Spanish, else another
 * (the web then says the version is not available in the reader's language).
 */
export const PolicyToApprove = z.object({ id: z.string().uuid(), title: z.string(), text: z.string(), language: LanguageCode });
export type PolicyToApprove = z.infer<typeof PolicyToApprove>;

/** GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove: the oldest awaiting version, or null when none awaits. */
export const OlderGdprResponse = PolicyToApprove.nullable();

/** POST /api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance: the version shown and the caller's decision. */
export const GdprDecision = z.object({ id: z.string().uuid(), accepted: z.boolean() });
export type GdprDecision = z.infer<typeof GdprDecision>;

/** Whether the decision was recorded; `signedOut` when a refusal ended the caller's sessions. */
export const GdprDecisionResponse = z.object({ accepted: z.boolean(), signedOut: z.boolean() });

/** Longest privacy-policy title and (HTML) text a staff member may save. */
export const POLICY_TITLE_MAX = 200;
export const POLICY_TEXT_MAX = 100_000;

/**
 * A privacy-policy version as the back office sees it. `version` counts per language; `editable`
 * while nobody has decided the version (a change after that is a new version); `publishedAt` null
 * while it is a draft; `text` is the cleaned HTML, opened when it is stored sealed (`encrypted`).
 */
export const PrivacyPolicy = z.object({
  id: z.string().uuid(),
  version: z.number().int().min(1),
  language: LanguageCode,
  title: z.string(),
  text: z.string(),
  encrypted: z.boolean(),
  effectiveAt: z.string(),
  expiresAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrivacyPolicy = z.infer<typeof PrivacyPolicy>;

/** A version number filter: the column is a PostgreSQL integer, so larger numbers are refused (400), not sent to it. */
const versionFilter = () => z.coerce.number().int().min(1).max(2_147_483_647).optional();

/** GET /api/privacy-policies: versions of one language (or all), newest version first. */
export const FindPrivacyPoliciesRequest = listRequest({
  sorts: PRIVACY_POLICY_SORTS,
  sort: 'version',
  filters: { language: LanguageCode.optional(), version: versionFilter() },
});
export type FindPrivacyPoliciesRequest = z.infer<typeof FindPrivacyPoliciesRequest>;
export const FindPrivacyPoliciesResponse = pageOf(PrivacyPolicy);

const policyFields = {
  title: z.string().trim().min(1).max(POLICY_TITLE_MAX),
  text: z.string().trim().min(1).max(POLICY_TEXT_MAX).describe('HTML, cleaned before it is stored'),
  effectiveAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  encrypted: z.boolean().default(false).describe('Store the text sealed with the app secret'),
};

/** POST /api/privacy-policies: a draft; its version is the language's next one. */
export const CreatePrivacyPolicyRequest = z.object({ language: LanguageCode, ...policyFields });
export type CreatePrivacyPolicyRequest = z.infer<typeof CreatePrivacyPolicyRequest>;

/** PUT /api/privacy-policies/:id: only while the version is editable (409 POLICY_NOT_EDITABLE otherwise). */
export const UpdatePrivacyPolicyRequest = z.object(policyFields);
export type UpdatePrivacyPolicyRequest = z.infer<typeof UpdatePrivacyPolicyRequest>;

export const PrivacyPolicyParams = IdParams;

const acceptanceFilters = {
  search: searchFilter().describe('Part of the user name or email'),
  version: versionFilter(),
  language: LanguageCode.optional(),
  accepted: booleanFilter(),
  ...INSTANT_RANGE_FILTER,
};

/** GET /api/privacy-policies/acceptances: who decided which version, newest first. */
export const FindPolicyAcceptancesRequest = listRequest({ sorts: POLICY_ACCEPTANCE_SORTS, sort: 'at', filters: acceptanceFilters });
export type FindPolicyAcceptancesRequest = z.infer<typeof FindPolicyAcceptancesRequest>;

/** An IANA time zone the runtime knows ("Europe/Lisbon"). */
const timeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** GET /api/privacy-policies/acceptances/export: the filtered decisions as CSV or XLSX, in the asked order. */
export const ExportPolicyAcceptancesRequest = FindPolicyAcceptancesRequest.omit({ page: true, pageSize: true }).extend({
  format: z.enum(POLICY_ACCEPTANCE_EXPORT_FORMATS).default('csv'),
  /** The file's language (headers and decisions; `language` filters the policy's); default: the user's. */
  fileLanguage: LanguageCode.optional(),
  /** The zone the dates and times are written in; default: the one the reader's browser told (ch_tz), else UTC. */
  timeZone: timeZone.optional(),
});
export type ExportPolicyAcceptancesRequest = z.infer<typeof ExportPolicyAcceptancesRequest>;

/**
 * One decision: the user name, email and company as they were then (for decisions recorded before
 * those were kept, the user's current ones; null once the user is gone), the person's current name
 * (null once gone), `companyName` null for staff.
 */
export const PolicyAcceptance = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  policyId: z.string(),
  policyVersion: z.number().int(),
  language: z.string(),
  accepted: z.boolean(),
  ipAddress: z.string(),
  at: z.string(),
});
export type PolicyAcceptance = z.infer<typeof PolicyAcceptance>;
export const FindPolicyAcceptancesResponse = pageOf(PolicyAcceptance);

/**
 * How many users have decided one version (in any language), within the caller's scope: `accepted`
 * users who accepted it, `declined` users whose decisions were all refusals, `undecided` active
 * users who have not decided it yet (null for a version never published: nobody is asked yet).
 */
export const PolicyVersionCounts = z.object({
  version: z.number().int(),
  languages: z.array(z.string()),
  published: z.boolean(),
  accepted: z.number().int(),
  declined: z.number().int(),
  undecided: z.number().int().nullable(),
});
export type PolicyVersionCounts = z.infer<typeof PolicyVersionCounts>;

/** GET /api/privacy-policies/acceptances/summary: every version, newest first, with its counts. */
export const PolicyAcceptanceSummary = z.object({ versions: z.array(PolicyVersionCounts) });
export type PolicyAcceptanceSummary = z.infer<typeof PolicyAcceptanceSummary>;
