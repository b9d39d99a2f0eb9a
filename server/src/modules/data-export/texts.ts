import { dictionary, translator } from '@customer-hub/contract/i18n/dictionaries';
import type { LanguageCode } from '@customer-hub/contract/languages';

/** The words of the archive's PDF summary, read from the server dictionaries' `dataExportFile.*`. */
export function textsFor(language: LanguageCode) {
  const d = dictionary(language).dataExportFile;
  const t = translator(language);
  return {
    t,
    title: t('dataExportFile.title', { productName: 'Customer Hub' }),
    categories: d.categories,
    fields: d.fields,
    none: d.none,
    date: d.date,
    details: d.details,
  };
}
export type ExportTexts = ReturnType<typeof textsFor>;
