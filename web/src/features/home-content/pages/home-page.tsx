import { Alert, Card, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LiveBoundary } from '@/components/live-boundary';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { displayName, useCurrentUser } from '@/lib/current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { useHome } from '../api';
import { HomeCarousel } from '../components/home-carousel';
import { DocumentsPanel, LinksPanel, NewsPanel } from '../components/home-panels';

function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')} data-testid="home-loading">
      <Skeleton radius="md" style={{ aspectRatio: '5 / 2' }} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={260} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Skeleton height={120} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /dashboard/Home (spec §2): a welcome, the carousel, then News, Links and Documents; an empty panel is left out. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const name = user?.firstName || displayName(user);
  usePageTitle(t('routes.Home'));
  const home = useHome(i18n.language);
  const data = home.data;
  const side = data && (data.links.length > 0 || data.documents.length > 0);
  const empty = data && !data.slides.length && !data.news.length && !side;
  return (
    <>
      <PageHeader title={name ? t('home.welcome', { name }) : t('home.welcomeAnonymous')} lead={t('home.intro')} />
      {home.isPending && <HomeSkeleton />}
      {home.isError && (
        <Alert color="red" title={t('homeContent.loadFailed')}>
          {errorMessage(home.error, t)}
        </Alert>
      )}
      {/* Each part in a boundary of its own: a phone takes them over one by one, answering in between. */}
      {data && (
        <Stack gap="lg">
          {data.slides.length > 0 && (
            <LiveBoundary>
              <HomeCarousel slides={data.slides} />
            </LiveBoundary>
          )}
          {(data.news.length > 0 || side) && (
            <Grid gap="lg">
              {data.news.length > 0 && (
                <Grid.Col span={{ base: 12, md: side ? 7 : 12 }}>
                  <LiveBoundary>
                    <NewsPanel news={data.news} />
                  </LiveBoundary>
                </Grid.Col>
              )}
              {side && (
                <Grid.Col span={{ base: 12, md: data.news.length > 0 ? 5 : 12 }}>
                  <LiveBoundary>
                    <Stack gap="lg">
                      {data.links.length > 0 && <LinksPanel links={data.links} />}
                      {data.documents.length > 0 && <DocumentsPanel documents={data.documents} />}
                    </Stack>
                  </LiveBoundary>
                </Grid.Col>
              )}
            </Grid>
          )}
          {empty && (
            <Card withBorder radius="md" padding="lg">
              <Text c="dimmed" size="sm">
                {t('homeContent.empty')}
              </Text>
            </Card>
          )}
        </Stack>
      )}
    </>
  );
}
