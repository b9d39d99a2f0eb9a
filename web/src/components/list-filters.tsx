import { useEffect, useRef, useState } from 'react';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import type { KnownStatus } from '@/components/status-badge';
import { currentLanguage } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';

/** A search box that reports its text 300 ms after typing stops. */
export function SearchFilter({ label, value, onChange, testId }: { label: string; value: string; onChange: (value: string) => void; testId?: string }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 300);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  useEffect(() => {
    report.current(debounced);
  }, [debounced]);
  // The value changed from outside (filters cleared, Back to an earlier list): show it.
  const reported = useRef(debounced);
  reported.current = debounced;
  useEffect(() => {
    if (value !== reported.current) setText(value);
  }, [value]);
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      w={{ base: '100%', xs: 220 }}
      data-testid={testId}
    />
  );
}

/** The order of day, month and year in the reader's language (d/m/y in es-ES and pt-PT, m/d/y in en-US). */
function dateOrder(language: string): ('day' | 'month' | 'year')[] {
  const parts = new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(Date.UTC(2026, 10, 22)));
  return parts.flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
}

/**
 * A typed date as YYYY-MM-DD: either that form, or three numbers in the reader's order with a
 * four-digit year ("22/11/2026" in es-ES). Anything else (a date half typed) is null.
 */
export function parseTypedDate(text: string, language: string = currentLanguage()): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  let parts: { year: number; month: number; day: number };
  if (iso) {
    parts = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  } else {
    const numbers = trimmed.split(/[^\d]+/).filter(Boolean);
    const order = dateOrder(language);
    if (numbers.length !== 3 || order.length !== 3) return null;
    const read = Object.fromEntries(order.map((part, index) => [part, numbers[index] ?? ''])) as Record<'day' | 'month' | 'year', string>;
    if (read.year.length !== 4) return null;
    parts = { year: Number(read.year), month: Number(read.month), day: Number(read.day) };
  }
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  if (date.getUTCFullYear() !== parts.year || date.getUTCMonth() !== parts.month - 1 || date.getUTCDate() !== parts.day) return null;
  return date.toISOString().slice(0, 10);
}

interface DateFilterProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  error?: string | null;
  testId?: string;
}

/**
 * One date in the reader's own order and a four-digit year (Mantine's date input with the
 * app's DatesProvider locale), typed or picked; the value stays YYYY-MM-DD.
 */
export function DateFilter({ label, value, onChange, minDate, maxDate, error, testId }: DateFilterProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      label={label}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={(date) => formatDate(date)}
      dateParser={(text) => parseTypedDate(text)}
      minDate={minDate || undefined}
      maxDate={maxDate || undefined}
      error={error}
      clearable
      clearButtonProps={{ 'aria-label': t('filters.clearDate', { label }) }}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      popoverProps={{ withinPortal: true }}
      w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 170 }}
      data-testid={testId}
    />
  );
}

interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** data-testid prefix: `<prefix>-from`, `<prefix>-to`. */
  testId?: string;
  /** The two fields' labels, when "From" and "To" alone would not say which dates they bound. */
  labels?: { from: string; to: string };
}

/**
 * From and to dates. An end before the start is flagged on the end and not reported: the list
 * keeps the last range that could answer something until it is fixed.
 */
export function DateRangeFilter({ from, to, onChange, testId, labels }: DateRangeProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState({ from, to });
  // A range set from outside (filters cleared, Back to an earlier list) is shown as it is.
  useEffect(() => setRange({ from, to }), [from, to]);
  const invalid = !rangeIsValid(range);
  const change = (next: { from: string; to: string }) => {
    setRange(next);
    if (rangeIsValid(next)) onChange(next);
  };
  return (
    <>
      <DateFilter
        label={labels?.from ?? t('filters.from')}
        value={range.from}
        maxDate={range.to}
        onChange={(value) => change({ ...range, from: value })}
        testId={testId ? `${testId}-from` : undefined}
      />
      <DateFilter
        label={labels?.to ?? t('filters.to')}
        value={range.to}
        minDate={range.from}
        onChange={(value) => change({ ...range, to: value })}
        error={invalid ? t('filters.rangeInvalid') : null}
        testId={testId ? `${testId}-to` : undefined}
      />
    </>
  );
}

interface SelectFilterProps<V extends string> {
  label: string;
  options: readonly V[];
  optionLabel: (value: V) => string;
  value: V | '';
  onChange: (value: V | '') => void;
  /** "All" ('') after the options instead of before (a list that opens on one of them). */
  allLast?: boolean;
  testId?: string;
}

/** A select of one of `options` or "All" (''); anything else reads as "All". */
export function SelectFilter<V extends string>({ label, options, optionLabel, value, onChange, allLast = false, testId }: SelectFilterProps<V>) {
  const { t } = useTranslation();
  const all = { value: '', label: t('common.all') };
  const items = options.map((option) => ({ value: option, label: optionLabel(option) }));
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange((options as readonly string[]).includes(next) ? (next as V) : '');
      }}
      data={allLast ? [...items, all] : [all, ...items]}
      w={{ base: '100%', xs: 200 }}
      data-testid={testId}
    />
  );
}

/** A back-office list kept per language: one language or all ('', "All languages"). */
export function LanguageFilter({ value, onChange, testId }: { value: LanguageCode | ''; onChange: (value: LanguageCode | '') => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('contentItems.language')}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange((LANGUAGE_CODES as readonly string[]).includes(next) ? (next as LanguageCode) : '');
      }}
      data={[{ value: '', label: t('contentItems.allLanguages') }, ...LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))]}
      w={{ base: '100%', xs: 220 }}
      data-testid={testId}
    />
  );
}

/** A status select with "All" first; the options are translated as statuses. */
export function StatusFilter<S extends KnownStatus>({
  statuses,
  value,
  onChange,
  testId,
}: {
  statuses: readonly S[];
  value: S | '';
  onChange: (value: S | '') => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return <SelectFilter label={t('filters.status')} options={statuses} optionLabel={(s) => t(`statuses.${s}`)} value={value} onChange={onChange} testId={testId} />;
}

interface CommonFilterValues<S extends string> {
  status?: S | '';
  from?: string;
  to?: string;
  search: string;
  /** One site, set by a link (the Dashboard's figures for a site): shown as a chip that clears it. */
  siteId?: string;
}

/**
 * The usual filter bar of a customer-area list: a status (when `statuses` is given), a date
 * range (when the filters have `from`/`to`) and a search box. data-testids: `<testId>-filter-status`,
 * `<testId>-from`, `<testId>-to`, `<testId>-search`.
 */
export function CommonFilters<S extends KnownStatus>({
  value,
  onChange,
  statuses,
  searchLabel,
  testId,
}: {
  value: CommonFilterValues<S>;
  onChange: (change: Partial<CommonFilterValues<S>>) => void;
  statuses?: readonly S[];
  searchLabel: string;
  testId: string;
}) {
  return (
    <>
      {statuses && <StatusFilter statuses={statuses} value={value.status ?? ''} onChange={(status) => onChange({ status })} testId={`${testId}-filter-status`} />}
      {value.from !== undefined && value.to !== undefined && <DateRangeFilter from={value.from} to={value.to} onChange={onChange} testId={testId} />}
      <SearchFilter label={searchLabel} value={value.search} onChange={(search) => onChange({ search })} testId={`${testId}-search`} />
      {value.siteId && <SiteChip onClear={() => onChange({ siteId: '' })} testId={`${testId}-filter-site`} />}
    </>
  );
}

/** The list is narrowed to one site (from a link): a button that shows it and clears it. */
export function SiteChip({ onClear, testId }: { onClear: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="light" size="sm" rightSection={<IconX size={14} aria-hidden="true" />} onClick={onClear} data-testid={testId}>
      {t('filters.site')}
    </Button>
  );
}

/** Whether a from/to pair can be sent (an inverted range would answer nothing). */
export function rangeIsValid(range: { from: string; to: string }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
