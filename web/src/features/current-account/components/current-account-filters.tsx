import { useEffect, useState } from 'react';
import { Button, Group, MultiSelect, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_TYPE_KEYS,
  DOCUMENT_TYPE_LIST,
  EMPTY_FILTERS,
  STATE_LIST,
  type CurrentAccountFilters as Filters,
  type LedgerDocumentType,
  type LedgerState,
} from '@/features/current-account/api';

interface Props {
  value: Filters;
  onChange: (next: Filters) => void;
}

const isDocumentType = (v: string): v is LedgerDocumentType => (DOCUMENT_TYPE_LIST as readonly string[]).includes(v);
const isState = (v: string): v is LedgerState => (STATE_LIST as readonly string[]).includes(v);

/** Type (several), state, post-date range and document number of the current account. */
export function CurrentAccountFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value.search);
  const [debouncedSearch] = useDebouncedValue(search, 300);

  useEffect(() => {
    if (debouncedSearch !== value.search) onChange({ ...value, search: debouncedSearch });
    // Only a change of the typed text triggers this; the other filters apply at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const rangeError = value.from && value.to && value.from > value.to ? t('currentAccount.filters.rangeInvalid') : null;
  const active = value.documentTypes.length > 0 || value.state || value.from || value.to || value.search;

  return (
    <Group gap="md" align="flex-start" wrap="wrap" data-testid="ca-filters">
      <MultiSelect
        label={t('currentAccount.filters.type')}
        placeholder={value.documentTypes.length === 0 ? t('common.all') : undefined}
        data={DOCUMENT_TYPE_LIST.map((type) => ({ value: type, label: t(`documentTypes.${DOCUMENT_TYPE_KEYS[type]}`) }))}
        value={value.documentTypes}
        onChange={(types) => onChange({ ...value, documentTypes: types.filter(isDocumentType) })}
        clearable
        clearButtonProps={{ 'aria-label': t('currentAccount.filters.clearTypes') }}
        w={{ base: '100%', xs: 280 }}
        data-testid="ca-filter-type"
        comboboxProps={{ withinPortal: true }}
      />
      <NativeSelect
        label={t('currentAccount.filters.state')}
        value={value.state}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange({ ...value, state: isState(next) ? next : '' });
        }}
        data={[{ value: '', label: t('common.all') }, ...STATE_LIST.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        w={{ base: '100%', xs: 160 }}
        data-testid="ca-filter-state"
      />
      <TextInput
        type="date"
        label={t('currentAccount.filters.from')}
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
        w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 170 }}
        data-testid="ca-from"
      />
      <TextInput
        type="date"
        label={t('currentAccount.filters.to')}
        value={value.to}
        min={value.from || undefined}
        onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
        error={rangeError}
        w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 170 }}
        data-testid="ca-to"
      />
      <TextInput
        label={t('currentAccount.filters.documentNo')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        w={{ base: '100%', xs: 200 }}
        data-testid="ca-search"
      />
      {active && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() => {
            setSearch('');
            onChange(EMPTY_FILTERS);
          }}
          mt={{ base: 0, xs: 25 }}
          data-testid="ca-filters-reset"
        >
          {t('currentAccount.filters.reset')}
        </Button>
      )}
    </Group>
  );
}
