import { Button, Group, NativeSelect } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';

const isLanguage = (value: string): value is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);

interface LanguageFilterBarProps {
  /** The chosen language, '' for all. */
  language: LanguageCode | '';
  onLanguageChange: (language: LanguageCode | '') => void;
  /** The "New …" button's text and what it does. */
  newLabel: string;
  onNew: () => void;
  /** Test ids: `<prefix>-filter-language` and `<prefix>-new`. */
  testIdPrefix: string;
}

/** Above a back-office list kept per language: the language filter (all or one) and the "New …" button. */
export function LanguageFilterBar({ language, onLanguageChange, newLabel, onNew, testIdPrefix }: LanguageFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end">
      <NativeSelect
        label={t('contentItems.language')}
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onLanguageChange(isLanguage(next) ? next : '');
        }}
        data={[{ value: '', label: t('contentItems.allLanguages') }, ...LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))]}
        w={{ base: '100%', xs: 220 }}
        data-testid={`${testIdPrefix}-filter-language`}
      />
      <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onNew} data-testid={`${testIdPrefix}-new`}>
        {newLabel}
      </Button>
    </Group>
  );
}
