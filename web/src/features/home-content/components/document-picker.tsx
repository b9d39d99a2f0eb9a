import { useState, type ReactNode } from 'react';
import { Group, NativeSelect, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_SECTIONS, type DocumentSection } from '@customer-hub/contract/constants/documents';
import { useDocumentChoices } from '../admin-api';

/** Picks the document a featured document points to: a section, a search, then one of its documents. */
export function DocumentPicker({ value, currentTitle, onChange, error }: { value: string | null | undefined; currentTitle?: string | null; onChange: (id: string) => void; error?: ReactNode }) {
  const { t } = useTranslation();
  const [section, setSection] = useState<DocumentSection>('Budgets');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const choices = useDocumentChoices(section, debounced);
  return (
    <Stack gap="xs">
      {currentTitle && (
        <Text size="sm">
          {t('homeContent.admin.currentDocument', { title: currentTitle })}
        </Text>
      )}
      <Group grow align="flex-end">
        <NativeSelect
          label={t('documents.section')}
          value={section}
          onChange={(e) => setSection(e.currentTarget.value as DocumentSection)}
          data={DOCUMENT_SECTIONS.map((s) => ({ value: s, label: t(`documents.sections.${s}`) }))}
        />
        <TextInput label={t('homeContent.admin.searchDocument')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="document-search" />
      </Group>
      <Radio.Group label={t('homeContent.admin.document')} value={value ?? ''} onChange={onChange} required error={error}>
        <ScrollArea.Autosize mah={220} mt={4}>
          <Stack gap={6}>
            {(choices.data?.items ?? []).map((doc) => (
              <Radio key={doc.id} value={doc.id} label={`${doc.documentNo} — ${doc.title}`} />
            ))}
            {choices.data && choices.data.items.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('homeContent.admin.noDocuments')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
    </Stack>
  );
}
