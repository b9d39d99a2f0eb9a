import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KB_ARTICLE_STATUSES, type KbArticleStatus } from '@customer-hub/contract/constants/knowledge';
import type { KbArticle } from '@customer-hub/contract/knowledge';
import { ContentRowActions } from '@/components/content-row-actions';
import type { Column } from '@/components/data-table';
import { ListCard } from '@/components/list-card';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { ConfirmModal } from '@/components/confirm-modal';
import { useDeleteConfirm } from '@/components/use-delete-confirm';
import { usePhone } from '@/lib/breakpoints';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';
import { KB_PAGE_SIZE, useDeleteKbArticle, useKbCategories, usePublishKbArticle, useStaffKbArticles } from '../api';
import { ArticleBody } from './article-body';
import { ArticleEditor } from './article-editor';
import { CategoryManager } from './category-manager';

function StatusBadge({ status }: { status: KbArticleStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'published' ? 'teal' : 'gray'}>
      {t(`knowledge.status.${status}`)}
    </Badge>
  );
}

/**
 * Content management's Knowledge base tab: a page of the articles (search, category and status in
 * the URL), each with its readings, openings from the new request form and requests not sent after
 * them; write, preview, publish or take back, delete after a confirmation; the categories.
 */
export function KnowledgePanel() {
  const { t } = useTranslation();
  const phone = usePhone();
  const list = useListPage({ filters: { search: '', category: '', status: '' }, allowed: { status: KB_ARTICLE_STATUSES }, pageSize: KB_PAGE_SIZE });
  const status = list.filters.status as KbArticleStatus | '';
  const articles = useStaffKbArticles({ search: list.filters.search, categoryId: list.filters.category, status }, list.page);
  const categories = useKbCategories();
  const publish = usePublishKbArticle();
  const confirmDelete = useDeleteConfirm<KbArticle>({ remove: useDeleteKbArticle(), testId: 'kb-delete-confirm' });
  const [editing, setEditing] = useState<{ article: KbArticle | null } | null>(null);
  const [preview, setPreview] = useState<KbArticle | null>(null);
  const [managing, setManaging] = useState(false);
  const categoryName = new Map((categories.data?.items ?? []).map((c) => [c.id, c.name]));
  const categoryIds = (categories.data?.items ?? []).map((c) => c.id);
  const nameOf = (article: KbArticle) => article.title || t('homeContent.admin.untitled');
  const audience = (article: KbArticle) => (article.visibility === 'all' ? t('knowledge.admin.allCustomers') : t('homeContent.admin.companyCount', { count: article.companyIds.length }));
  const languages = (article: KbArticle) => article.texts.map((x) => x.language.slice(0, 2).toUpperCase()).join(' · ');

  const actions = (article: KbArticle) => (
    <ContentRowActions
      name={nameOf(article)}
      testId={(action) => `kb-row-${action}`}
      onPreview={() => setPreview(article)}
      onEdit={() => setEditing({ article })}
      publish={{
        published: article.status === 'published',
        onToggle: () => publish.mutate({ id: article.id, published: article.status !== 'published' }),
        loading: publish.isPending && publish.variables.id === article.id,
      }}
      onDelete={() => confirmDelete.ask(article)}
    />
  );
  const columns: Column<KbArticle>[] = [
    { key: 'title', header: t('knowledge.admin.title'), cell: nameOf, maxWidth: 280 },
    { key: 'category', header: t('knowledge.admin.category'), cell: (a) => (a.categoryId ? (categoryName.get(a.categoryId) ?? '') : '—'), priority: 2 },
    { key: 'languages', header: t('knowledge.admin.languages'), cell: languages, nowrap: true, priority: 3 },
    { key: 'status', header: t('contentItems.status'), cell: (a) => <StatusBadge status={a.status} />, nowrap: true },
    { key: 'audience', header: t('knowledge.admin.audience'), cell: audience, priority: 3 },
    { key: 'views', header: t('knowledge.admin.views'), cell: (a) => a.stats.views, align: 'right', nowrap: true },
    { key: 'opens', header: t('knowledge.admin.opens'), cell: (a) => a.stats.opens, align: 'right', nowrap: true },
    { key: 'deflected', header: t('knowledge.admin.deflected'), cell: (a) => a.stats.deflected, align: 'right', nowrap: true },
    { key: 'updatedAt', header: t('contentItems.updated'), cell: (a) => formatDateTime(a.updatedAt), nowrap: true, priority: 3 },
    { key: 'actions', header: t('common.actions'), cell: actions, nowrap: true },
  ];
  const mobileCard = (article: KbArticle) => (
    <Stack gap="xs">
      <ListCard
        title={nameOf(article)}
        aside={<StatusBadge status={article.status} />}
        line={`${languages(article)} · ${audience(article)}`}
        note={t('knowledge.admin.figures', { views: article.stats.views, opens: article.stats.opens, deflected: article.stats.deflected })}
      />
      {actions(article)}
    </Stack>
  );

  return (
    <ListPage
      label={t('contentManagement.tabs.knowledge')}
      above={
        <Text size="sm" c="dimmed">
          {t('knowledge.admin.lead')}
        </Text>
      }
      list={list}
      query={articles}
      columns={columns}
      emptyText={t('knowledge.admin.none')}
      filters={
        <>
          <SearchFilter label={t('knowledge.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="kb-admin-search" />
          <SelectFilter
            label={t('knowledge.admin.category')}
            options={categoryIds}
            optionLabel={(id) => categoryName.get(id) ?? id}
            value={categoryIds.includes(list.filters.category) ? list.filters.category : ''}
            onChange={(category) => list.setFilters({ category })}
            testId="kb-admin-category"
          />
          <SelectFilter
            label={t('contentItems.status')}
            options={KB_ARTICLE_STATUSES}
            optionLabel={(s) => t(`knowledge.status.${s}`)}
            value={status}
            onChange={(s) => list.setFilters({ status: s })}
            testId="kb-admin-status"
          />
        </>
      }
      actions={
        <Group gap="sm">
          <Button variant="default" leftSection={<IconCategory size={16} aria-hidden="true" />} onClick={() => setManaging(true)} data-testid="kb-manage-categories">
            {t('knowledge.admin.categories')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({ article: null })} data-testid="kb-new">
            {t('knowledge.admin.new')}
          </Button>
        </Group>
      }
      noDetail
      rowTestId="kb-row"
      mobileCard={mobileCard}
      minWidth={900}
      testId="kb-table"
    >
      {editing && <ArticleEditor key={editing.article?.id ?? 'new'} article={editing.article} onClose={() => setEditing(null)} />}
      {managing && <CategoryManager onClose={() => setManaging(false)} />}
      <Modal opened={!!preview} onClose={() => setPreview(null)} title={t('knowledge.admin.preview')} size="lg" fullScreen={phone} data-testid="kb-preview" closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="lg">
          {preview?.texts.map((text) => (
            <section key={text.language} lang={text.language}>
              <Text size="xs" c="dimmed" tt="uppercase">
                {t(`language.names.${text.language}`)}
              </Text>
              <Title order={2} size="h4" mb="xs">
                {text.title}
              </Title>
              <ArticleBody html={text.body} testId="kb-preview-body" />
            </section>
          ))}
        </Stack>
      </Modal>
      <ConfirmModal {...confirmDelete.modal} />
    </ListPage>
  );
}
