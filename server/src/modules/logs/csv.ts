import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';

/** Most rows one log export holds. */
export const LOG_EXPORT_MAX = 100_000;

/** A CSV field: a leading formula character defused with an apostrophe, quoted when it holds a separator, quote or line break. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[,;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file's language: the one asked, else the caller's, else English. */
export const fileLanguageOf = (asked: LanguageCode | undefined, userLanguage: string | null | undefined): LanguageCode =>
  asked ?? matchLanguage(userLanguage) ?? 'en-US';

/**
 * A CSV file as current-account's export writes it for spreadsheets in `language`: UTF-8 with a
 * BOM, `,` between fields in English and `;` in Spanish and Portuguese, CRLF line ends.
 */
export function csvFile(language: LanguageCode, header: readonly string[], rows: readonly (readonly string[])[]): string {
  const sep = language === 'en-US' ? ',' : ';';
  const line = (cells: readonly string[]) => cells.map(csvCell).join(sep);
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
