import { useMemo, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, pagedQueryProps } from '@/components/data-table';
import { DetailDrawer } from '@/components/detail-drawer';
import { DetailList } from '@/components/detail-list';
import { SearchFilter } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import { PAGE_SIZE, TEAM_SORT_LIST, useTeam, useTeams, type TeamDetail, type TeamSort, type TeamSummary } from '@/features/teams/api';
import { oneOf, useListState } from '@/lib/use-list-state';
import { usePageTitle } from '@/lib/use-page-title';

const isSort = oneOf(TEAM_SORT_LIST);

function TeamInfo({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const site = team.site;
  const address = site ? [site.address, [site.postalCode, site.city].filter(Boolean).join(' '), site.country].filter(Boolean).join(', ') : null;
  return (
    <DetailList
      items={[
        { label: t('teams.columns.leader'), value: team.leader },
        { label: t('teams.columns.members'), value: String(team.members) },
        { label: t('teams.columns.shift'), value: team.shift },
        { label: t('teams.columns.speciality'), value: team.speciality },
        { label: t('common.customer'), value: team.businessPartnerName },
        { label: t('teams.columns.site'), value: site?.name ?? team.siteName },
        { label: t('teams.address'), value: address },
      ]}
    />
  );
}

/** /dashboard/Teams: the crews serving the customer's sites. */
export function TeamsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.Teams'));
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = useListState<TeamSort>({ key: 'name', direction: 'asc' }, isSort);
  const teams = useTeams(search, list.sort, list.page);
  const detail = useTeam(selectedId);

  const columns = useMemo<Column<TeamSummary>[]>(
    () => [
      { key: 'name', header: t('teams.columns.name'), cell: (r) => r.name, nowrap: true, sortKey: 'name' },
      { key: 'leader', header: t('teams.columns.leader'), cell: (r) => r.leader, nowrap: true, sortKey: 'leader' },
      { key: 'members', header: t('teams.columns.members'), cell: (r) => r.members, nowrap: true, align: 'right', sortKey: 'members' },
      { key: 'shift', header: t('teams.columns.shift'), cell: (r) => r.shift, nowrap: true, sortKey: 'shift' },
      { key: 'speciality', header: t('teams.columns.speciality'), cell: (r) => r.speciality, maxWidth: 220, nowrap: true },
      { key: 'site', header: t('teams.columns.site'), cell: (r) => r.siteName ?? r.businessPartnerName, maxWidth: 240, nowrap: true },
    ],
    [t],
  );

  if (isForbidden(teams.error)) {
    return (
      <>
        <PageHeader title={t('routes.Teams')} />
        <QueryErrorState error={teams.error} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.Teams')} lead={t('teams.lead')} />
      <Stack gap="md">
        <SearchFilter
          label={t('teams.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            list.firstPage();
          }}
          testId="teams-search"
        />
        <DataTable
          label={t('routes.Teams')}
          columns={columns}
          {...pagedQueryProps(teams)}
          rowKey={(r) => r.id}
          emptyText={t('teams.empty')}
          page={list.page}
          pageSize={PAGE_SIZE}
          onPageChange={list.setPage}
          sort={list.sort}
          onSortChange={list.setSort}
          onRowClick={(row) => setSelectedId(row.id)}
          selectedKey={selectedId}
          rowTestId="team-row"
          mobileCard={(team) => (
            <Stack gap={2}>
              <Group justify="space-between" gap="xs">
                <Text fw={700}>{team.name}</Text>
                <Text size="sm">{t('teams.membersCount', { count: team.members })}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {team.leader} · {team.shift}
              </Text>
            </Stack>
          )}
          minWidth={860}
          testId="teams-table"
        />
      </Stack>
      <DetailDrawer
        opened={selectedId !== null}
        onClose={() => setSelectedId(null)}
        title={detail.data?.name ?? t('routes.Teams')}
        loading={detail.isPending}
        error={detail.error}
        testId="team-detail"
      >
        {detail.data && <TeamInfo team={detail.data} />}
      </DetailDrawer>
    </>
  );
}
