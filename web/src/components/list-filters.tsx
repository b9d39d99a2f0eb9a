import { useEffect, useRef, useState } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KnownStatus } from '@/components/status-badge';

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

interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** data-testid prefix: `<prefix>-from`, `<prefix>-to`. */
  testId?: string;
}

/** Two date inputs (YYYY-MM-DD); an end before the start is flagged on the end. */
export function DateRangeFilter({ from, to, onChange, testId }: DateRangeProps) {
  const { t } = useTranslation();
  const invalid = !!from && !!to && from > to;
  return (
    <>
      <TextInput
        type="date"
        label={t('filters.from')}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value, to })}
        w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 170 }}
        data-testid={testId ? `${testId}-from` : undefined}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ from, to: event.currentTarget.value })}
        error={invalid ? t('filters.rangeInvalid') : null}
        w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 170 }}
        data-testid={testId ? `${testId}-to` : undefined}
      />
    </>
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
  return (
    <NativeSelect
      label={t('filters.status')}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange((statuses as readonly string[]).includes(next) ? (next as S) : '');
      }}
      data={[{ value: '', label: t('common.all') }, ...statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
      w={{ base: '100%', xs: 180 }}
      data-testid={testId}
    />
  );
}

/** Whether a from/to pair can be sent (an inverted range would answer nothing). */
export function rangeIsValid(range: { from: string; to: string }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
