/** How the back office may order privacy-policy versions; the first is the default. */
export const PRIVACY_POLICY_SORTS = ['version', 'effectiveAt', 'updatedAt'] as const;
/** How the acceptance list may be ordered; the first is the default. */
export const POLICY_ACCEPTANCE_SORTS = ['at', 'userName', 'policyVersion'] as const;
export type PolicyAcceptanceSort = (typeof POLICY_ACCEPTANCE_SORTS)[number];
