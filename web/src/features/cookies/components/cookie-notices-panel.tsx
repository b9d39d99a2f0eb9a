import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPencil, IconTrash, IconWorldOff, IconWorldUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@customer-hub/contract/constants/languages';
import { ConfirmModal } from '@/components/confirm-modal';
import { DataTable, type Column } from '@/components/data-table';
import { LanguageFilterBar } from '@/components/language-filter-bar';
import { ListCard } from '@/components/list-card';
import { RichTextPreviewModal } from '@/components/rich-text-preview-modal';
import { CookieNoticeFormModal } from '@/features/cookies/components/cookie-notice-form-modal';
import { NOTICES_PAGE_SIZE, useCookieNotices, useDeleteCookieNotice, usePublishCookieNotice, type CookieNotice } from '@/features/cookies/notices-api';
import { errorMessage } from '@/i18n/error-message';
import { formatDateTime } from '@/lib/format';


/** Content management's "Cookies" tab: the notices per language, drafts included; create, edit, preview, publish, delete. */
export function CookieNoticesPanel() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageCode | ''>('');
  const [page, setPage] = useState(1);
  const notices = useCookieNotices(language, page);
  const publish = usePublishCookieNotice();
  const remove = useDeleteCookieNotice();
  const [form, setForm] = useState<{ editing: CookieNotice | null } | null>(null);
  const [preview, setPreview] = useState<CookieNotice | null>(null);
  const [deleting, setDeleting] = useState<CookieNotice | null>(null);

  const setPublished = (n: CookieNotice, next: boolean) =>
    publish.mutate(
      { id: n.id, publish: next },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t(next ? 'cookieNotices.publishedDone' : 'cookieNotices.unpublishedDone') }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
      },
    );
  const status = (n: CookieNotice) => (
    <Badge color={n.publishedAt ? 'green' : 'gray'} variant="light">
      {t(n.publishedAt ? 'contentItems.published' : 'contentItems.draft')}
    </Badge>
  );
  const actions = (n: CookieNotice) => (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('contentItems.preview')}>
        <ActionIcon variant="subtle" aria-label={t('contentItems.previewOf', { title: n.title })} onClick={() => setPreview(n)} data-testid={`cookie-preview-${n.id}`}>
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('contentItems.edit')}>
        <ActionIcon variant="subtle" aria-label={t('contentItems.editOf', { title: n.title })} onClick={() => setForm({ editing: n })} data-testid={`cookie-edit-${n.id}`}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Button
        size="compact-sm"
        variant={n.publishedAt ? 'default' : 'filled'}
        leftSection={n.publishedAt ? <IconWorldOff size={14} aria-hidden="true" /> : <IconWorldUpload size={14} aria-hidden="true" />}
        loading={publish.isPending && publish.variables.id === n.id}
        onClick={() => setPublished(n, !n.publishedAt)}
        data-testid={`cookie-${n.publishedAt ? 'unpublish' : 'publish'}-${n.id}`}
      >
        {t(n.publishedAt ? 'contentItems.unpublish' : 'contentItems.publish')}
      </Button>
      <Tooltip label={t('common.delete')}>
        <ActionIcon variant="subtle" color="red" aria-label={t('contentItems.deleteOf', { title: n.title })} onClick={() => setDeleting(n)} data-testid={`cookie-delete-${n.id}`}>
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  const columns: Column<CookieNotice>[] = [
    { key: 'language', header: t('contentItems.language'), cell: (n) => t(`language.names.${n.language}`), nowrap: true },
    { key: 'title', header: t('contentItems.title'), cell: (n) => n.title, maxWidth: 300 },
    { key: 'status', header: t('contentItems.status'), cell: status, nowrap: true },
    { key: 'updatedAt', header: t('contentItems.updated'), cell: (n) => formatDateTime(n.updatedAt), nowrap: true, priority: 2 },
    { key: 'actions', header: t('common.actions'), cell: actions, nowrap: true },
  ];
  const card = (n: CookieNotice) => (
    <Stack gap="xs">
      <ListCard title={n.title} aside={status(n)} line={t(`language.names.${n.language}`)} note={formatDateTime(n.updatedAt)} />
      {actions(n)}
    </Stack>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('cookieNotices.lead')}
      </Text>
      <LanguageFilterBar
        language={language}
        onLanguageChange={(next) => {
          setLanguage(next);
          setPage(1);
        }}
        newLabel={t('cookieNotices.new')}
        onNew={() => setForm({ editing: null })}
        testIdPrefix="cookie"
      />
      <DataTable
        label={t('cookieNotices.tableLabel')}
        columns={columns}
        rows={notices.data?.items}
        rowKey={(n) => n.id}
        loading={notices.isPending}
        fetching={notices.isFetching}
        error={notices.error}
        emptyText={t('cookieNotices.empty')}
        page={page}
        pageSize={NOTICES_PAGE_SIZE}
        total={notices.data?.total ?? 0}
        onPageChange={setPage}
        rowTestId="cookie-row"
        mobileCard={card}
        minWidth={720}
        testId="cookie-table"
      />
      {form && <CookieNoticeFormModal editing={form.editing} onClose={() => setForm(null)} />}
      <RichTextPreviewModal item={preview} onClose={() => setPreview(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('common.deleteTitle')}
        message={t('common.deleteConfirm')}
        confirmLabel={t('common.delete')}
        danger
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notifications.show({ color: 'green', message: t('cookieNotices.deleted') });
            },
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        testId="cookie-delete-confirm"
      />
    </Stack>
  );
}
