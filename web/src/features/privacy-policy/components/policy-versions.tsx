import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import type { PrivacyPolicy } from '@customer-hub/contract/privacy-policy';
import { ConfirmModal } from '@/components/confirm-modal';
import { ContentRowActions } from '@/components/content-row-actions';
import type { Column } from '@/components/data-table';
import { ListCard } from '@/components/list-card';
import { LanguageFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { RichTextPreviewModal } from '@/components/rich-text-preview-modal';
import { PAGE_SIZE, useDeletePolicy, usePolicyVersions, usePublishPolicy } from '@/features/privacy-policy/api';
import { PolicyFormModal } from '@/features/privacy-policy/components/policy-form-modal';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatDateTime } from '@/lib/format';
import { useDeleteConfirm } from '@/components/use-delete-confirm';
import { useListPage } from '@/lib/use-list-page';
import { failure } from '@/lib/notify';

/** The privacy-policy versions of one language or all: create, edit while undecided, preview, publish, delete drafts. */
export function PolicyVersions() {
  const { t } = useTranslation();
  const list = useListPage({ filters: { lang: '' }, allowed: { lang: LANGUAGE_CODES }, pageSize: PAGE_SIZE });
  const language = list.filters.lang as LanguageCode | '';
  const versions = usePolicyVersions(language, list.page);
  const publish = usePublishPolicy();
  const confirmDelete = useDeleteConfirm<PrivacyPolicy>({ remove: useDeletePolicy(), doneMessage: () => t('privacyPolicies.deleted'), testId: 'policy-delete-confirm' });
  const [form, setForm] = useState<{ editing: PrivacyPolicy | null } | null>(null);
  const [preview, setPreview] = useState<PrivacyPolicy | null>(null);
  const [publishing, setPublishing] = useState<PrivacyPolicy | null>(null);

  const name = (p: PrivacyPolicy) => `${t('privacyPolicies.versionOf', { version: p.version })} · ${p.language}`;
  const setPublished = (p: PrivacyPolicy, next: boolean) =>
    publish.mutate(
      { id: p.id, publish: next },
      {
        onSuccess: () => {
          setPublishing(null);
          notifications.show({ color: 'green', message: t(next ? 'privacyPolicies.publishedDone' : 'privacyPolicies.unpublishedDone') });
        },
        onError: (error) => !next && notifications.show(failure({ message: errorMessage(error, t) })),
      },
    );

  const status = (p: PrivacyPolicy) => (
    <Group gap={4} wrap="nowrap">
      <Badge color={p.publishedAt ? 'green' : 'gray'} variant="light">
        {t(p.publishedAt ? 'contentItems.published' : 'contentItems.draft')}
      </Badge>
      {!p.editable && (
        <Badge color="blue" variant="light">
          {t('privacyPolicies.decided')}
        </Badge>
      )}
      {p.encrypted && (
        <Badge color="grape" variant="light">
          {t('privacyPolicies.encryptedBadge')}
        </Badge>
      )}
    </Group>
  );
  const actions = (p: PrivacyPolicy) => (
    <ContentRowActions
      name={name(p)}
      testId={(action) => `policy-${action}-${p.id}`}
      onPreview={() => setPreview(p)}
      onEdit={p.editable ? () => setForm({ editing: p }) : undefined}
      publish={{
        published: !!p.publishedAt,
        // Publishing asks first: everyone will have to decide again.
        onToggle: () => (p.publishedAt ? setPublished(p, false) : setPublishing(p)),
        loading: !!p.publishedAt && publish.isPending && publish.variables.id === p.id,
      }}
      onDelete={p.editable && !p.publishedAt ? () => confirmDelete.ask(p) : undefined}
    />
  );

  const columns: Column<PrivacyPolicy>[] = [
    { key: 'version', header: t('privacyPolicies.version'), cell: (p) => p.version, nowrap: true },
    { key: 'language', header: t('contentItems.language'), cell: (p) => t(`language.names.${p.language}`), nowrap: true },
    { key: 'title', header: t('contentItems.title'), cell: (p) => p.title, maxWidth: 280 },
    { key: 'status', header: t('contentItems.status'), cell: status, nowrap: true },
    { key: 'effectiveAt', header: t('privacyPolicies.effectiveAt'), cell: (p) => formatDate(p.effectiveAt.slice(0, 10)), nowrap: true, priority: 2 },
    { key: 'expiresAt', header: t('privacyPolicies.expiresAt'), cell: (p) => (p.expiresAt ? formatDate(p.expiresAt.slice(0, 10)) : t('privacyPolicies.never')), nowrap: true, priority: 3 },
    { key: 'updatedAt', header: t('contentItems.updated'), cell: (p) => formatDateTime(p.updatedAt), nowrap: true, priority: 3 },
    { key: 'actions', header: t('common.actions'), cell: actions, nowrap: true },
  ];
  const card = (p: PrivacyPolicy) => (
    <Stack gap="xs">
      <ListCard title={`${p.version} · ${p.title}`} aside={status(p)} line={t(`language.names.${p.language}`)} note={`${t('privacyPolicies.effectiveAt')}: ${formatDate(p.effectiveAt.slice(0, 10))}`} />
      {actions(p)}
    </Stack>
  );

  return (
    <ListPage
      label={t('privacyPolicies.tableLabel')}
      above={
        <Text size="sm" c="dimmed">
          {t('privacyPolicies.lead')}
        </Text>
      }
      list={list}
      query={versions}
      columns={columns}
      emptyText={t('privacyPolicies.empty')}
      filters={<LanguageFilter value={language} onChange={(lang) => list.setFilters({ lang })} testId="policy-filter-language" />}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setForm({ editing: null })} data-testid="policy-new">
          {t('privacyPolicies.new')}
        </Button>
      }
      noDetail
      rowTestId="policy-row"
      mobileCard={card}
      minWidth={820}
      testId="policy-table"
    >
      {form && <PolicyFormModal opened editing={form.editing} onClose={() => setForm(null)} />}
      <RichTextPreviewModal item={preview} onClose={() => setPreview(null)} />
      <ConfirmModal
        opened={publishing !== null}
        title={t('privacyPolicies.publishTitle', { version: publishing?.version ?? '' })}
        message={t('privacyPolicies.publishMessage')}
        confirmLabel={t('contentItems.publish')}
        loading={publish.isPending}
        error={publish.error}
        onConfirm={() => publishing && setPublished(publishing, true)}
        onClose={() => {
          publish.reset();
          setPublishing(null);
        }}
        testId="policy-publish-confirm"
      />
      <ConfirmModal {...confirmDelete.modal} />
    </ListPage>
  );
}
