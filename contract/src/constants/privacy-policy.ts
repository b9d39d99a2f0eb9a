/** How the back office may order privacy-policy versions; the first is the default. */
export const PRIVACY_POLICY_SORTS = ['version', 'effectiveAt', 'updatedAt'] as const;
/** How the acceptance list may be ordered; the first is the default. */
export const POLICY_ACCEPTANCE_SORTS = ['at', 'userName', 'policyVersion'] as const;
export type PolicyAcceptanceSort = (typeof POLICY_ACCEPTANCE_SORTS)[number];
/** The files the acceptances export writes. */
export const POLICY_ACCEPTANCE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type PolicyAcceptanceExportFormat = (typeof POLICY_ACCEPTANCE_EXPORT_FORMATS)[number];
/** Most rows one acceptances export holds. */
export const POLICY_ACCEPTANCE_EXPORT_MAX = 100_000;
