import { useMemo, useState } from 'react';
import { Button, NativeSelect } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SAVED_REPLY_SCOPES } from '@customer-hub/contract/constants/saved-replies';
import type { SavedReply } from '@customer-hub/contract/saved-replies';
import { ConfirmModal } from '@/components/confirm-modal';
import { ContentRowActions } from '@/components/content-row-actions';
import type { Column } from '@/components/data-table';
import { ListCard } from '@/components/list-card';
import { SearchFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { savedReplyList, useDeleteSavedReply } from '@/features/tickets/api';
import { SavedReplyForm } from '@/features/tickets/components/saved-reply-form';
import { useDeleteConfirm } from '@/components/use-delete-confirm';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { useListQuery } from '@/lib/queries';
import { useListPage } from '@/lib/use-list-page';

const languageOf = (t: TFunction, reply: SavedReply) => (reply.language ? t(`language.names.${reply.language}`) : t('savedReplies.anyLanguage'));

function columnsOf(t: TFunction, edit: (reply: SavedReply) => void, remove: (reply: SavedReply) => void): Column<SavedReply>[] {
  return [
    { key: 'title', header: t('savedReplies.fields.title'), cell: (r) => r.title, maxWidth: 260, sortKey: 'title' },
    { key: 'body', header: t('savedReplies.fields.body'), cell: (r) => r.body, maxWidth: 360, priority: 2 },
    { key: 'scope', header: t('savedReplies.fields.scope'), cell: (r) => t(`savedReplies.scopes.${r.scope}`), nowrap: true },
    { key: 'language', header: t('savedReplies.fields.language'), cell: (r) => languageOf(t, r), nowrap: true, priority: 3 },
    { key: 'updatedAt', header: t('savedReplies.fields.updatedAt'), cell: (r) => formatDate(r.updatedAt), nowrap: true, sortKey: 'updatedAt', priority: 3 },
    {
      key: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      nowrap: true,
      cell: (r) =>
        r.editable ? <ContentRowActions name={r.title} testId={(action) => `saved-reply-${action}-${r.id}`} onEdit={() => edit(r)} onDelete={() => remove(r)} /> : null,
    },
  ];
}

/**
 * /dashboard/SavedReplies (staff): the saved replies the comment box offers — the shared ones and
 * my own — searched and paged; new, edit and delete (asking first) for those I may change.
 */
export function SavedRepliesPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const admin = !!user?.roles.includes('Admin');
  const list = useListPage({ filters: { search: '', scope: '' }, allowed: { scope: SAVED_REPLY_SCOPES }, sorts: ['title', 'updatedAt'] as const, sort: { key: 'title', direction: 'asc' } });
  const { queryKey, load } = savedReplyList({ page: list.page, search: list.filters.search, scope: list.filters.scope as '' | 'shared' | 'personal' });
  const replies = useListQuery(queryKey, load);
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const remove = useDeleteSavedReply();
  const confirmDelete = useDeleteConfirm<SavedReply>({
    remove: { ...remove, mutate: (id, options) => remove.mutate({ id }, options) },
    doneMessage: (reply) => t('savedReplies.deleted', { title: reply.title }),
    testId: 'saved-reply-delete',
  });
  const open = (reply: SavedReply | null) => {
    setEditing(reply);
    setFormOpen(true);
  };
  const columns = useMemo(() => columnsOf(t, open, confirmDelete.ask), [t, confirmDelete.ask]);
  const deleting = confirmDelete.deleting;

  return (
    <ListPage
      screen="SavedReplies"
      list={list}
      query={replies}
      columns={columns}
      clearable
      filters={
        <>
          <SearchFilter label={t('savedReplies.filters.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="saved-replies-search" />
          <NativeSelect
            label={t('savedReplies.filters.scope')}
            value={list.filters.scope}
            onChange={(event) => list.setFilters({ scope: event.currentTarget.value })}
            data={[{ value: '', label: t('common.all') }, ...SAVED_REPLY_SCOPES.map((scope) => ({ value: scope, label: t(`savedReplies.scopes.${scope}`) }))]}
            w={{ base: '100%', xs: 200 }}
            data-testid="saved-replies-scope"
          />
        </>
      }
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => open(null)} w={{ base: '100%', xs: 'auto' }} data-testid="saved-replies-new">
          {t('savedReplies.new')}
        </Button>
      }
      noDetail
      rowTestId={(r) => `saved-reply-row-${r.id}`}
      mobileCard={(r) => (
        <ListCard
          title={r.title}
          aside={r.editable ? <ContentRowActions name={r.title} testId={(action) => `saved-reply-${action}-${r.id}`} onEdit={() => open(r)} onDelete={() => confirmDelete.ask(r)} /> : undefined}
          line={r.body}
          note={`${t(`savedReplies.scopes.${r.scope}`)} · ${languageOf(t, r)}`}
        />
      )}
      minWidth={820}
      testId="saved-replies"
    >
      {formOpen && <SavedReplyForm key={editing?.id ?? 'new'} reply={editing} admin={admin} opened={formOpen} onClose={() => setFormOpen(false)} />}
      <ConfirmModal
        {...confirmDelete.modal}
        title={deleting ? t('savedReplies.deleteTitle', { title: deleting.title }) : confirmDelete.modal.title}
        message={t('savedReplies.deleteMessage')}
      />
    </ListPage>
  );
}
