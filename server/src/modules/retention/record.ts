import type { Db } from '@/db/client.ts';
import { csvFile } from '@/modules/logs/service.ts';
import { getRetentionSettings } from '@/modules/settings/service.ts';
import { dictionary } from '@customer-hub/contract/i18n/dictionaries';
import type { LanguageCode } from '@customer-hub/contract/languages';
import { PROCESSING_CATEGORIES, PROCESSING_COLUMNS, RETENTION_POLICIES, type RetentionKind } from '@customer-hub/contract/constants/retention';
import type { RecordOfProcessing } from '@customer-hub/contract/retention';

/**
 * The record of processing (GDPR Art. 30): each category of data the product holds and how long it
 * is kept, read from the retention settings as they are now (its texts are the dictionaries').
 */
export async function recordOfProcessing(db: Db, now = new Date()): Promise<RecordOfProcessing> {
  const settings = await getRetentionSettings(db);
  return {
    generatedAt: now.toISOString(),
    categories: PROCESSING_CATEGORIES.map(({ key, retention }) => ({
      key,
      retention: 'kinds' in retention ? { kinds: retention.kinds.map((kind: RetentionKind) => ({ kind, days: settings[kind] })) } : { rule: retention.rule },
    })),
  };
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** How long one category is kept, in `language`: each kind's period and what then happens, or the category's rule. */
export function retentionText(language: LanguageCode, retention: RecordOfProcessing['categories'][number]['retention']): string {
  const d = dictionary(language);
  const r = d.recordOfProcessing;
  if ('rule' in retention) return (r.rules as Record<string, string>)[retention.rule] ?? retention.rule;
  return retention.kinds
    .map(({ kind, days }) => {
      const name = d.settings.retention.kinds[kind];
      return days === null ? fill(r.period.forever, { kind: name }) : fill(r.period.days, { kind: name, count: days, action: r.period.actions[RETENTION_POLICIES[kind].action] });
    })
    .join('; ');
}

/** The record as a CSV file in `language` (the same rows as the page). */
export async function recordOfProcessingCsv(db: Db, language: LanguageCode): Promise<{ csv: string; rows: number }> {
  const record = await recordOfProcessing(db);
  const r = dictionary(language).recordOfProcessing;
  const header = [r.columns.category, ...PROCESSING_COLUMNS.map((c) => r.columns[c]), r.columns.retention];
  const rows = record.categories.map(({ key, retention }) => {
    const texts = r.categories[key as keyof typeof r.categories];
    return [texts.name, ...PROCESSING_COLUMNS.map((c) => texts[c]), retentionText(language, retention)];
  });
  return { csv: csvFile(language, header, rows), rows: rows.length };
}
