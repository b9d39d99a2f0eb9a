import { dictionary, interpolate } from '@customer-hub/contract/i18n/dictionaries';
import type { LanguageCode } from '@customer-hub/contract/languages';

/** The words of the acceptances files (`policyAcceptanceFile.*`, the decisions as the acceptances screen says them). */
export function exportTextsFor(language: LanguageCode, timeZone: string) {
  const d = dictionary(language);
  const f = d.policyAcceptanceFile;
  return {
    columns: {
      at: interpolate(f.dateTime, { zone: timeZone }),
      fullName: f.name,
      userName: f.userName,
      email: f.email,
      company: f.company,
      decision: f.decision,
      version: f.version,
      language: f.language,
      ip: f.ip,
    },
    staff: f.staff,
    /** How the workbook shows a date and time: the reader's day order, 24-hour clock. */
    xlsxDateTime: f.xlsxDateTimeFormat,
    accepted: d.policyAcceptances.accepted,
    declined: d.policyAcceptances.declined,
    sheetName: f.sheetName,
    fileAll: f.fileAll,
    fileVersion: (version: number) => interpolate(f.fileVersion, { version }),
  };
}
export type ExportTexts = ReturnType<typeof exportTextsFor>;
