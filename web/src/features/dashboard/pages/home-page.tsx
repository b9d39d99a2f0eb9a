import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFiles, IconLink, IconNews, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { displayName, useCurrentUser } from '@/lib/current-user';
import { usePageTitle } from '@/lib/use-page-title';

interface FeedCardProps {
  icon: Icon;
  title: string;
  empty: string;
}

function FeedCard({ icon: CardIcon, title, empty }: FeedCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
            <CardIcon size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        <Badge variant="light" color="gray" c="dark" style={{ flexShrink: 0 }}>
          {t('common.comingSoon')}
        </Badge>
      </Group>
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    </Card>
  );
}

/** /dashboard/Home (spec §2): a welcome and the News, Links and Documents feeds. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const name = user?.firstName || displayName(user);
  usePageTitle(t('routes.Home'));
  return (
    <>
      <PageHeader title={name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')} lead={t('home.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <FeedCard icon={IconNews} title={t('home.news')} empty={t('home.newsEmpty')} />
        <FeedCard icon={IconLink} title={t('home.links')} empty={t('home.linksEmpty')} />
        <FeedCard icon={IconFiles} title={t('home.documents')} empty={t('home.documentsEmpty')} />
      </SimpleGrid>
    </>
  );
}
