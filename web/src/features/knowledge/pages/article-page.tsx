import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { PageHeader } from '@/components/page-header';
import { QueryErrorState } from '@/components/query-error-state';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useKbArticle } from '../api';
import { ArticleBody } from '../components/article-body';
import { KNOWLEDGE_PATH } from '../links';

/** /dashboard/Knowledge/:id: one article, in the reader's language where written (404 when it is not theirs to read). */
export function ArticlePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const article = useKbArticle(id);
  usePageTitle(article.data?.title ?? t('routes.Knowledge'));

  return (
    <Stack gap="md" maw={880}>
      <Anchor component={Link} to={KNOWLEDGE_PATH} size="sm" data-testid="kb-back">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('knowledge.back')}
        </Group>
      </Anchor>
      {article.isPending && <InlineLoader py="xl" />}
      <QueryErrorState error={article.error} />
      {article.data && (
        <article data-testid="kb-article">
          <PageHeader
            title={article.data.title}
            lead={
              <Group gap="xs" component="span">
                <Text span size="sm">
                  {t('knowledge.updated', { date: formatDate(article.data.updatedAt) })}
                </Text>
                {article.data.language !== i18n.language && (
                  <Badge variant="outline" size="sm" color="gray">
                    {t('knowledge.writtenIn', { language: t(`language.names.${article.data.language}`) })}
                  </Badge>
                )}
              </Group>
            }
          />
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <ArticleBody html={article.data.body} />
          </Paper>
        </article>
      )}
    </Stack>
  );
}
