import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDate } from '@/lib/format';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** YYYY-MM-DD, or '' for none. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Days before it (YYYY-MM-DD) cannot be picked in the calendar; typed, the form's rule says why. */
  notBefore?: string;
};

/**
 * A calendar date as the reader writes it (22/11/2026 in es-ES, 11/22/2026 in en-US, always four
 * digits of year), typed or picked; YYYY-MM-DD typed is understood too. The value is YYYY-MM-DD.
 */
export function DateField({ value, onChange, notBefore, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <DateInput
      placeholder={t('common.datePlaceholder')}
      {...props}
      value={value || null}
      onChange={(next) => onChange?.(next ?? '')}
      valueFormat={(date) => formatDate(date)}
      dateParser={(text) => parseDate(text, language)}
      excludeDate={notBefore ? (date) => String(date) < notBefore : undefined}
    />
  );
}
