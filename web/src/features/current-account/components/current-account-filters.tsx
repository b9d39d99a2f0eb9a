import { Button, MultiSelect, NativeSelect } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEDGER_DOCUMENT_TYPES, LEDGER_STATES } from '@customer-hub/contract/constants/current-account';
import type { LedgerDocumentType, LedgerState } from '@customer-hub/contract/current-account';
import { DateRangeFilter, SearchFilter } from '@/components/list-filters';
import { LEDGER_DOCUMENT_TYPE_KEYS } from '@customer-hub/contract/constants/current-account';
import type { CurrentAccountFilters as Filters } from '@/features/current-account/api';
import { oneOf } from '@/lib/use-list-page';

interface Props {
  value: Filters;
  onChange: (change: Partial<Filters>) => void;
}

const isDocumentType = oneOf<LedgerDocumentType>(LEDGER_DOCUMENT_TYPES);
const isState = oneOf<LedgerState>(LEDGER_STATES);

/** Type (several), state, post-date range and document number of the current account. */
export function CurrentAccountFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <MultiSelect
        label={t('currentAccount.filters.type')}
        placeholder={value.documentTypes.length === 0 ? t('common.all') : undefined}
        data={LEDGER_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documentTypes.${LEDGER_DOCUMENT_TYPE_KEYS[type]}`) }))}
        value={[...value.documentTypes]}
        onChange={(types) => onChange({ documentTypes: types.filter(isDocumentType) })}
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
          onChange({ state: isState(next) ? next : '' });
        }}
        data={[{ value: '', label: t('common.all') }, ...LEDGER_STATES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        w={{ base: '100%', xs: 160 }}
        data-testid="ca-filter-state"
      />
      <DateRangeFilter from={value.from} to={value.to} onChange={onChange} testId="ca" />
      <DateRangeFilter
        from={value.dueFrom}
        to={value.dueTo}
        onChange={({ from, to }) => onChange({ dueFrom: from, dueTo: to })}
        labels={{ from: t('currentAccount.filters.dueFrom'), to: t('currentAccount.filters.dueTo') }}
        testId="ca-due"
      />
      <SearchFilter label={t('currentAccount.filters.documentNo')} value={value.search} onChange={(search) => onChange({ search })} testId="ca-search" />
      {value.siteId && (
        <Button variant="light" size="sm" rightSection={<IconX size={14} aria-hidden="true" />} onClick={() => onChange({ siteId: '' })} data-testid="ca-filter-site">
          {t('currentAccount.filters.site')}
        </Button>
      )}
    </>
  );
}
