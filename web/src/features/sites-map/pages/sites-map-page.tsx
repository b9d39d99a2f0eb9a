import { lazy, useState } from 'react';
import { Alert, Badge, Grid, Group, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMapOff, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SiteSummary } from '@customer-hub/contract/sites';
import { InlineLoader } from '@/components/inline-loader';
import { SearchFilter } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import { MAP_PAGE_SIZE, hasLocation, useSites } from '@/features/sites-map/api';
import type { MapFocus } from '@/features/sites-map/components/sites-map';
import classes from '@/features/sites-map/components/sites-map.module.css';
import { ClientOnly } from '@/components/client-only';
import { usePageTitle } from '@/lib/use-page-title';

// The map (Leaflet) needs a window: it is drawn in the browser only, its code loaded there.
const SitesMap = lazy(async () => ({ default: (await import('@/features/sites-map/components/sites-map')).SitesMap }));

/** The map's box while its code loads (and on a page the server rendered): the same size, empty. */
function MapPlaceholder() {
  return <div className={classes.map} aria-hidden="true" data-testid="map-placeholder" />;
}

function SiteRow({ site, active, onFocus }: { site: SiteSummary; active: boolean; onFocus: () => void }) {
  const { t } = useTranslation();
  const located = hasLocation(site);
  return (
    <UnstyledButton
      onClick={onFocus}
      disabled={!located}
      aria-pressed={active}
      data-testid="map-list-item"
      data-own={site.own || undefined}
      p="sm"
      style={{
        display: 'block',
        width: '100%',
        borderRadius: 'var(--mantine-radius-md)',
        background: active ? 'var(--mantine-primary-color-light)' : undefined,
        cursor: located ? 'pointer' : 'default',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm" truncate>
            {site.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[site.businessPartnerName, site.city].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs">{t('sitesMap.counts', { contracts: site.contractCount, buildings: site.buildingCount })}</Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          {site.own && (
            <Badge size="sm" variant="light" color="grape">
              {t('sitesMap.own')}
            </Badge>
          )}
          {located ? (
            <IconMapPin size={16} aria-hidden="true" />
          ) : (
            <Text size="xs" c="dimmed">
              {t('sitesMap.noLocation')}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** /dashboard/ContractsGeo: the sites under contract on a map, with a list beside it. */
export function SitesMapPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.ContractsGeo'));
  const [search, setSearch] = useState('');
  const [focus, setFocus] = useState<MapFocus | null>(null);
  // A marker click only marks its row; a row click also brings its marker into view.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const focusSite = (id: string) => {
    setSelectedId(id);
    setFocus((current) => ({ id, seq: (current?.seq ?? 0) + 1 }));
  };
  const [tilesFailed, setTilesFailed] = useState(false);
  const sites = useSites(search);
  const items = sites.data?.items ?? [];
  const total = sites.data?.total ?? 0;

  if (isForbidden(sites.error)) {
    return (
      <>
        <PageHeader title={t('routes.ContractsGeo')} />
        <QueryErrorState error={sites.error} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.ContractsGeo')} lead={t('sitesMap.lead')} />
      <Stack gap="md">
        {tilesFailed && (
          <Alert color="gray" variant="light" icon={<IconMapOff aria-hidden="true" />} data-testid="map-tiles-failed">
            {t('sitesMap.tilesFailed')}
          </Alert>
        )}
        <QueryErrorState error={sites.error} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 1 }}>
            <div data-testid="map">
              <ClientOnly fallback={<MapPlaceholder />}>
                <SitesMap sites={items} focus={focus} onSelect={setSelectedId} onTilesFailed={() => setTilesFailed(true)} />
              </ClientOnly>
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 2 }}>
            <Paper withBorder radius="md" p="xs">
              <Stack gap="xs">
                <SearchFilter label={t('sitesMap.search')} value={search} onChange={setSearch} testId="map-search" />
                <Text size="xs" c="dimmed" aria-live="polite" data-testid="map-count">
                  {total > MAP_PAGE_SIZE ? t('sitesMap.firstOf', { shown: items.length, total }) : t('sitesMap.count', { count: total })}
                </Text>
                {sites.isPending ? (
                  <InlineLoader />
                ) : items.length === 0 ? (
                  <Text c="dimmed" size="sm" py="md" ta="center" data-testid="map-list-empty">
                    {t('sitesMap.empty')}
                  </Text>
                ) : (
                  <ScrollArea.Autosize mah={460} type="auto">
                    <Stack gap={2} component="ul" role="list" aria-label={t('sitesMap.listLabel')} data-testid="map-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {items.map((site) => (
                        <li key={site.id}>
                          <SiteRow site={site} active={selectedId === site.id} onFocus={() => focusSite(site.id)} />
                        </li>
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
