import { Anchor, Badge, Card, Chip, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPager } from '@/components/data-table';
import { InlineLoader } from '@/components/inline-loader';
import { SearchFilter } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { QueryErrorState } from '@/components/query-error-state';
import { formatDate } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';
import { usePageTitle } from '@/lib/use-page-title';
import { KB_PAGE_SIZE, useKbCategories, useKbSearch } from '../api';
import { articlePath } from '../links';

const ALL = 'all';

/**
 * /dashboard/Knowledge: the knowledge base for every signed-in user — a search (any language's
 * words, accents ignored), the categories with how many articles each holds, and a page of the
 * articles found (best match first while searching), each in the reader's language where written.
 */
export function KnowledgePage() {
  const { t, i18n } = useTranslation();
  const title = t('routes.Knowledge');
  usePageTitle(title);
  const list = useListPage({ filters: { search: '', category: '' }, pageSize: KB_PAGE_SIZE });
  const { search, category } = list.filters;
  const categories = useKbCategories();
  const found = useKbSearch(search, category, list.page);
  const items = found.data?.items ?? [];
  const categoryName = new Map((categories.data?.items ?? []).map((c) => [c.id, c.name]));

  return (
    <>
      <PageHeader title={title} lead={t('knowledge.lead')} />
      <Stack gap="md" maw={960}>
        <SearchFilter label={t('knowledge.search')} value={search} onChange={(value) => list.setFilters({ search: value })} testId="kb-search" />
        {(categories.data?.items.length ?? 0) > 0 && (
          <div role="group" aria-label={t('knowledge.categories')}>
            <Chip.Group multiple={false} value={category || ALL} onChange={(value) => list.setFilters({ category: value === ALL ? '' : value })}>
              <Group gap="xs">
                <Chip value={ALL} data-testid="kb-category-all">
                  {t('knowledge.allCategories')}
                </Chip>
                {categories.data!.items.map((c) => (
                  <Chip key={c.id} value={c.id} data-testid="kb-category">
                    {t('knowledge.categoryWithCount', { name: c.name, count: c.articleCount })}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
        )}
        {found.isPending && <InlineLoader py="xl" />}
        <QueryErrorState error={found.error ?? categories.error} />
        <div aria-live="polite">
          {found.data && items.length === 0 && (
            <Text c="dimmed" py="lg" data-testid="kb-empty">
              {search ? t('knowledge.noResults') : t('knowledge.empty')}
            </Text>
          )}
          {found.data && items.length > 0 && (
            <VisuallyHidden>{t('knowledge.found', { count: found.data.total })}</VisuallyHidden>
          )}
        </div>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((article) => (
            <Card key={article.id} component="li" withBorder radius="md" padding="md" data-testid="kb-result">
              <Title order={2} size="h4">
                <Anchor component={Link} to={articlePath(article.id)} inherit>
                  {article.title}
                </Anchor>
              </Title>
              <Group gap="xs" mt={4}>
                {article.categoryId && categoryName.has(article.categoryId) && (
                  <Badge variant="light" size="sm">
                    {categoryName.get(article.categoryId)}
                  </Badge>
                )}
                {article.language !== i18n.language && (
                  <Badge variant="outline" size="sm" color="gray">
                    {t(`language.names.${article.language}`)}
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {t('knowledge.updated', { date: formatDate(article.updatedAt) })}
                </Text>
              </Group>
              <Text size="sm" mt="xs" lineClamp={3}>
                {article.excerpt}
              </Text>
            </Card>
          ))}
        </Stack>
        <ListPager page={list.page} pageSize={KB_PAGE_SIZE} total={found.data?.total ?? 0} onPageChange={list.setPage} testId="kb-results" />
      </Stack>
    </>
  );
}
