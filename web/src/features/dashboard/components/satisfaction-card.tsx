import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SATISFACTION_REPORT_ID } from '@customer-hub/contract/constants/satisfaction';
import type { DashboardResponse } from '@customer-hub/contract/dashboard';
import { count } from '@/features/dashboard/components/format';
import { formatFixed, formatPercent } from '@/lib/format';

type Satisfaction = NonNullable<DashboardResponse['satisfaction']>;

/** Staff's card: this month's share of satisfied answers (4–5), how many answered and the average; it opens the Satisfaction report of the month. */
export function SatisfactionFigure({ satisfaction, today }: { satisfaction: Satisfaction; today: string }) {
  const { t } = useTranslation();
  const report = `/dashboard/Reports/${SATISFACTION_REPORT_ID}?from=${satisfaction.month}-01&to=${today}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="dash-satisfaction">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {t('satisfaction.dashboard.title')}
        </Text>
        {satisfaction.answers > 0 ? (
          <>
            <Group gap="xs" align="baseline">
              <Text fz={{ base: 20, sm: 26 }} fw={700} data-testid="dash-satisfaction-csat" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatPercent(satisfaction.csat ?? 0)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('satisfaction.dashboard.csat')}
              </Text>
            </Group>
            <Text size="sm" data-testid="dash-satisfaction-answers">
              {t('satisfaction.dashboard.answers', { count: count(satisfaction.answers) })}
              {satisfaction.averageRating !== null && ` · ${t('satisfaction.dashboard.average', { value: formatFixed(satisfaction.averageRating, 1) })}`}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed" data-testid="dash-satisfaction-none">
            {t('satisfaction.dashboard.none')}
          </Text>
        )}
        <Anchor component={Link} to={report} size="sm">
          {t('satisfaction.dashboard.open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
