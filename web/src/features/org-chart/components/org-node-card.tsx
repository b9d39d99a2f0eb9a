import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconBuildingSkyscraper, IconChevronDown, IconChevronRight, IconMapPin, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrgChartNodeKind } from '@customer-hub/contract/org-chart';
import { StatusBadge } from '@/components/status-badge';
import classes from '@/features/org-chart/components/org-chart.module.css';
import type { ChartNode } from '@/features/org-chart/tree-model';

const KIND_ICON: Record<OrgChartNodeKind, Icon> = {
  company: IconBuildingSkyscraper,
  business_partner: IconUsersGroup,
  site: IconMapPin,
  building: IconBuilding,
};

interface Props {
  node: ChartNode;
  expanded: boolean;
  onToggle: () => void;
}

/** One box of the chart: kind, name and code, its contracts, a toggle when it has children. */
export function OrgNodeCard({ node, expanded, onToggle }: Props) {
  const { t } = useTranslation();
  const KindIcon = KIND_ICON[node.kind];
  const hasChildren = node.children.length > 0;
  return (
    <div className={classes.card}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            size="sm"
            className={classes.toggle}
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
            }}
            // The tree item itself announces expanded/collapsed; the button is for the mouse.
            tabIndex={-1}
            aria-hidden="true"
            data-testid="org-node-toggle"
          >
            {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        ) : (
          <KindIcon size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        )}
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            {hasChildren && <KindIcon size={16} aria-hidden="true" style={{ flexShrink: 0 }} />}
            <Text fw={700} size="sm">
              {node.name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {[t(`orgChart.kinds.${node.kind}`), node.code, node.city].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {node.own && (
          <Badge color="grape" variant="filled" size="sm" style={{ flexShrink: 0 }}>
            {t('orgChart.own')}
          </Badge>
        )}
      </Group>
      {node.contracts.length > 0 && (
        <Stack gap={4} component="ul" aria-label={t('orgChart.contractsOf', { name: node.name })} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {node.contracts.map((contract) => (
            <Group key={contract.id} component="li" gap={6} wrap="nowrap" justify="space-between" data-testid="org-contract">
              <Text size="xs" truncate className={classes.contract}>
                {contract.contractNo} · {contract.title}
              </Text>
              <StatusBadge status={contract.status} />
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}
