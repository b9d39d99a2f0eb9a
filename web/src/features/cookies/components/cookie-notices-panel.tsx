import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@customer-hub/contract/constants/languages';
import { ConfirmModal } from '@/components/confirm-modal';
import { ContentRowActions } from '@/components/content-row-actions';
import type { Column } from '@/components/data-table';
import { ListCard } from '@/components/list-card';
import { LanguageFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { RichTextPreviewModal } from '@/components/rich-text-preview-modal';
import { ScheduleBadge, ScheduleText } from '@/components/schedule-badge';
import { CookieNoticeFormModal } from '@/features/cookies/components/cookie-notice-form-modal';
import { NOTICES_PAGE_SIZE, useCookieNotices, useDeleteCookieNotice, usePublishCookieNotice, type CookieNotice } from '@/features/cookies/notices-api';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useDeleteConfirm } from '@/components/use-delete-confirm';
import { useListPage } from '@/lib/use-list-page';
import { failure } from '@/lib/notify';

/**
 * Content management's "Cookies" tab: the notices of one language or all (`?lang=`, `?page=`),
 * drafts included, with when each is shown; create, edit, preview, publish, delete.
 */
export function CookieNoticesPanel() {
  const { t } = useTranslation();
  const list = useListPage({ filters: { lang: '' }, allowed: { lang: LANGUAGE_CODES }, pageSize: NOTICES_PAGE_SIZE });
  const language = list.filters.lang as (typeof LANGUAGE_CODES)[number] | '';
  const notices = useCookieNotices(language, list.page);
  const publish = usePublishCookieNotice();
  const [form, setForm] = useState<{ editing: CookieNotice | null } | null>(null);
  const [preview, setPreview] = useState<CookieNotice | null>(null);
  const confirmDelete = useDeleteConfirm<CookieNotice>({ remove: useDeleteCookieNotice(), doneMessage: () => t('cookieNotices.deleted'), testId: 'cookie-delete-confirm' });

  const setPublished = (n: CookieNotice, next: boolean) =>
    publish.mutate(
      { id: n.id, publish: next },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t(next ? 'cookieNotices.publishedDone' : 'cookieNotices.unpublishedDone') }),
        onError: (error) => notifications.show(failure({ message: errorMessage(error, t) })),
      },
    );
  const status = (n: CookieNotice) => <ScheduleBadge published={!!n.publishedAt} schedule={n} />;
  const actions = (n: CookieNotice) => (
    <ContentRowActions
      name={n.title}
      testId={(action) => `cookie-${action}-${n.id}`}
      onPreview={() => setPreview(n)}
      onEdit={() => setForm({ editing: n })}
      publish={{ published: !!n.publishedAt, onToggle: () => setPublished(n, !n.publishedAt), loading: publish.isPending && publish.variables.id === n.id }}
      onDelete={() => confirmDelete.ask(n)}
    />
  );
  const columns: Column<CookieNotice>[] = [
    { key: 'language', header: t('contentItems.language'), cell: (n) => t(`language.names.${n.language}`), nowrap: true },
    { key: 'title', header: t('contentItems.title'), cell: (n) => n.title, maxWidth: 300 },
    { key: 'status', header: t('contentItems.status'), cell: status, nowrap: true },
    { key: 'schedule', header: t('contentItems.schedule.label'), cell: (n) => <ScheduleText schedule={n} />, priority: 2 },
    { key: 'updatedAt', header: t('contentItems.updated'), cell: (n) => formatDateTime(n.updatedAt), nowrap: true, priority: 3 },
    { key: 'actions', header: t('common.actions'), cell: actions, nowrap: true },
  ];
  const card = (n: CookieNotice) => (
    <Stack gap="xs">
      <ListCard title={n.title} aside={status(n)} line={t(`language.names.${n.language}`)} note={formatDateTime(n.updatedAt)} />
      <ScheduleText schedule={n} />
      {actions(n)}
    </Stack>
  );

  return (
    <ListPage
      label={t('cookieNotices.tableLabel')}
      above={
        <Text size="sm" c="dimmed">
          {t('cookieNotices.lead')}
        </Text>
      }
      list={list}
      query={notices}
      columns={columns}
      emptyText={t('cookieNotices.empty')}
      filters={<LanguageFilter value={language} onChange={(lang) => list.setFilters({ lang })} testId="cookie-filter-language" />}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setForm({ editing: null })} data-testid="cookie-new">
          {t('cookieNotices.new')}
        </Button>
      }
      noDetail
      rowTestId="cookie-row"
      mobileCard={card}
      minWidth={820}
      testId="cookie-table"
    >
      {form && <CookieNoticeFormModal editing={form.editing} onClose={() => setForm(null)} />}
      <RichTextPreviewModal item={preview} onClose={() => setPreview(null)} />
      <ConfirmModal {...confirmDelete.modal} />
    </ListPage>
  );
}
