import { useMemo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEAM_SORTS } from '@customer-hub/contract/constants/teams';
import type { GetTeamResponse, TeamSummary } from '@customer-hub/contract/teams';
import type { Column } from '@/components/data-table';
import { DetailList } from '@/components/detail-list';
import { SearchFilter } from '@/components/list-filters';
import { ListPage, queryDetail } from '@/components/list-page';
import { useTeam, useTeams } from '@/features/teams/api';
import { useListPage } from '@/lib/use-list-page';

function TeamInfo({ team }: { team: GetTeamResponse }) {
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
  const list = useListPage({ filters: { search: '' }, sorts: TEAM_SORTS, sort: { key: 'name', direction: 'asc' } });
  const teams = useTeams(list.filters.search, list.sort, list.page);
  const detail = useTeam(list.selected);

  const columns = useMemo<Column<TeamSummary>[]>(
    () => [
      { key: 'name', header: t('teams.columns.name'), cell: (r) => r.name, nowrap: true, sortKey: 'name' },
      { key: 'leader', header: t('teams.columns.leader'), cell: (r) => r.leader, nowrap: true, sortKey: 'leader' },
      { key: 'members', header: t('teams.columns.members'), cell: (r) => r.members, nowrap: true, align: 'right', sortKey: 'members' },
      { key: 'shift', header: t('teams.columns.shift'), cell: (r) => r.shift, nowrap: true, sortKey: 'shift' },
      { key: 'speciality', header: t('teams.columns.speciality'), cell: (r) => r.speciality, maxWidth: 220, nowrap: true, priority: 2 },
      { key: 'site', header: t('teams.columns.site'), cell: (r) => r.siteName ?? r.businessPartnerName, maxWidth: 240, nowrap: true },
    ],
    [t],
  );

  return (
    <ListPage
      screen="Teams"
      list={list}
      query={teams}
      columns={columns}
      filters={<SearchFilter label={t('teams.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="teams-search" />}
      detail={queryDetail(detail, t('routes.Teams'), 'team-detail', (team) => ({ title: team.name, content: <TeamInfo team={team} /> }))}
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
  );
}
