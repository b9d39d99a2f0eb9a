import { dictionary } from '@customer-hub/contract/i18n/dictionaries';
import type { LanguageCode } from '@customer-hub/contract/languages';

/** The words of the acceptances CSV: the acceptances screen's (`policyAcceptances.*`) from the dictionaries. */
export function exportTextsFor(language: LanguageCode) {
  const d = dictionary(language);
  const a = d.policyAcceptances;
  return {
    columns: { at: a.at, userName: a.user, email: a.email, policyVersion: d.privacyPolicies.version, language: d.exportFiles.language, accepted: a.decision, ipAddress: a.ip },
    accepted: a.accepted,
    declined: a.declined,
  };
}
