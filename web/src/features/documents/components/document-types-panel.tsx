import { useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_SECTIONS } from '@customer-hub/contract/constants/documents';
import type { DocumentSection, DocumentType } from '@customer-hub/contract/documents';
import { DataTable, type Column } from '@/components/data-table';
import { useDocumentTypes, useSaveDocumentType } from '@/features/documents/api';
import { DocumentTypeModal } from '@/features/documents/components/document-type-modal';
import { currentLanguage } from '@/i18n/i18n';
import { errorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format';
import { failure } from '@/lib/notify';

type Edit = Pick<DocumentType, 'section' | 'visible'>;

const isSection = (value: string): value is DocumentSection => (DOCUMENT_SECTIONS as readonly string[]).includes(value);

/** "Document configuration": every type with its section and visibility, saved row by row. */
export function DocumentTypesPanel() {
  const { t } = useTranslation();
  const types = useDocumentTypes();
  const save = useSaveDocumentType();
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [modal, setModal] = useState<{ editing: DocumentType | null } | null>(null);
  const language = currentLanguage();

  const current = (type: DocumentType): Edit => edits[type.code] ?? { section: type.section, visible: type.visible };
  const dirty = (type: DocumentType) => {
    const edit = edits[type.code];
    return !!edit && (edit.section !== type.section || edit.visible !== type.visible);
  };
  const edit = (type: DocumentType, patch: Partial<Edit>) => setEdits((all) => ({ ...all, [type.code]: { ...current(type), ...patch } }));
  const saving = (type: DocumentType) => save.isPending && save.variables.code === type.code;

  const saveRow = (type: DocumentType) =>
    save.mutate(
      { code: type.code, body: { names: type.names, ...current(type) } },
      {
        onSuccess: () => {
          setEdits(({ [type.code]: _saved, ...rest }) => rest);
          notifications.show({ color: 'green', message: t('documents.types.saved', { code: type.code }) });
        },
        onError: (error) => notifications.show(failure({ message: errorMessage(error, t) })),
      },
    );

  const sectionSelect = (type: DocumentType) => (
    <NativeSelect
      aria-label={t('documents.types.sectionOf', { code: type.code })}
      value={current(type).section}
      onChange={(event) => {
        const section = event.currentTarget.value;
        if (isSection(section)) edit(type, { section });
      }}
      data={DOCUMENT_SECTIONS.map((s) => ({ value: s, label: t(`documents.sections.${s}`) }))}
      size="xs"
      miw={180}
      data-testid={`doctype-section-${type.code}`}
    />
  );
  const visibleSwitch = (type: DocumentType) => (
    <Switch
      aria-label={t('documents.types.visibleOf', { code: type.code })}
      checked={current(type).visible}
      onChange={(event) => edit(type, { visible: event.currentTarget.checked })}
      data-testid={`doctype-visible-${type.code}`}
    />
  );
  const actions = (type: DocumentType) => (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        leftSection={<IconDeviceFloppy size={14} aria-hidden="true" />}
        disabled={!dirty(type)}
        loading={saving(type)}
        onClick={() => saveRow(type)}
        aria-label={t('documents.types.saveOf', { code: type.code })}
        data-testid={`doctype-save-${type.code}`}
      >
        {t('common.save')}
      </Button>
      <Tooltip label={t('documents.types.editOf', { code: type.code })} openDelay={400}>
        <ActionIcon
          variant="subtle"
          onClick={() => setModal({ editing: type })}
          aria-label={t('documents.types.editOf', { code: type.code })}
          data-testid={`doctype-edit-${type.code}`}
        >
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  const columns: Column<DocumentType>[] = [
    // The code under the name: one column less, so the row's actions stay in view on a laptop.
    {
      key: 'name',
      header: t('documents.types.name'),
      cell: (type) => (
        <Stack gap={0} maw={240}>
          <Text size="sm" truncate="end" title={type.names[language]}>
            {type.names[language]}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {type.code}
          </Text>
        </Stack>
      ),
    },
    { key: 'section', header: t('documents.types.section'), cell: sectionSelect },
    { key: 'visible', header: t('documents.types.visible'), cell: visibleSwitch },
    { key: 'count', header: t('documents.types.documentCount'), cell: (type) => formatNumber(type.documentCount, 0), align: 'right', nowrap: true },
    { key: 'actions', header: t('common.actions'), cell: actions, nowrap: true },
  ];

  const card = (type: DocumentType) => (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>{type.names[language]}</Text>
        <Text size="sm" c="dimmed">
          {type.code}
        </Text>
      </Group>
      {sectionSelect(type)}
      <Group justify="space-between" gap="xs">
        {visibleSwitch(type)}
        <Text size="sm" c="dimmed">
          {t('documents.types.countCard', { count: type.documentCount })}
        </Text>
      </Group>
      {actions(type)}
    </Stack>
  );

  const items = types.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" maw={720}>
          {t('documents.types.lead')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setModal({ editing: null })} data-testid="doctype-add">
          {t('documents.types.add')}
        </Button>
      </Group>
      <DataTable
        label={t('documents.types.tableLabel')}
        columns={columns}
        rows={types.data}
        rowKey={(type) => type.code}
        status={{ loading: types.isPending, error: types.error }}
        emptyText={t('documents.types.empty')}
        paging={{ page: 1, pageSize: Math.max(1, items.length), total: items.length, onPageChange: () => {} }}
        rowTestId={(type) => `doctype-row-${type.code}`}
        mobileCard={card}
        minWidth={760}
        testId="doctype-table"
      />
      <DocumentTypeModal opened={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
    </Stack>
  );
}
