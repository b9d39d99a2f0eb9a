import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ContentListPanel, useContentList } from '@/components/content-list-panel';
import { ContentRowActions } from '@/components/content-row-actions';
import { ScheduleBadge, ScheduleText } from '@/components/schedule-badge';
import { CookieNoticeFormModal } from '@/features/cookies/components/cookie-notice-form-modal';
import { NOTICES_PAGE_SIZE, useCookieNotices, useDeleteCookieNotice, usePublishCookieNotice, type CookieNotice } from '@/features/cookies/notices-api';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useDeleteConfirm } from '@/components/use-delete-confirm';
import { failure } from '@/lib/notify';

/**
 * Content management's "Cookies" tab: the notices of one language or all (`?lang=`, `?page=`),
 * drafts included, with when each is shown; create, edit, preview, publish, delete.
 */
export function CookieNoticesPanel() {
  const { t } = useTranslation();
  const content = useContentList<CookieNotice>(NOTICES_PAGE_SIZE);
  const notices = useCookieNotices(content.language, content.list.page);
  const publish = usePublishCookieNotice();
  const confirmDelete = useDeleteConfirm<CookieNotice>({ remove: useDeleteCookieNotice(), doneMessage: () => t('cookieNotices.deleted'), testId: 'cookie-delete-confirm' });

  const setPublished = (n: CookieNotice, next: boolean) =>
    publish.mutate(
      { id: n.id, publish: next },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t(next ? 'cookieNotices.publishedDone' : 'cookieNotices.unpublishedDone') }),
        onError: (error) => notifications.show(failure({ message: errorMessage(error, t) })),
      },
    );
  const actions = (n: CookieNotice) => (
    <ContentRowActions
      name={n.title}
      testId={(action) => `cookie-${action}-${n.id}`}
      onPreview={() => content.setPreview(n)}
      onEdit={() => content.openForm(n)}
      publish={{ published: !!n.publishedAt, onToggle: () => setPublished(n, !n.publishedAt), loading: publish.isPending && publish.variables.id === n.id }}
      onDelete={() => confirmDelete.ask(n)}
    />
  );

  return (
    <ContentListPanel
      content={content}
      query={notices}
      texts={{ label: t('cookieNotices.tableLabel'), lead: t('cookieNotices.lead'), empty: t('cookieNotices.empty'), create: t('cookieNotices.new') }}
      testId="cookie"
      status={(n) => <ScheduleBadge published={!!n.publishedAt} schedule={n} />}
      actions={actions}
      columns={{ titleWidth: 300, dates: [{ key: 'schedule', header: t('contentItems.schedule.label'), cell: (n) => <ScheduleText schedule={n} />, priority: 2 }] }}
      card={(n) => ({ title: n.title, note: formatDateTime(n.updatedAt), more: <ScheduleText schedule={n} /> })}
      deleteModal={confirmDelete.modal}
    >
      {content.form && <CookieNoticeFormModal editing={content.form.editing} onClose={content.closeForm} />}
    </ContentListPanel>
  );
}
