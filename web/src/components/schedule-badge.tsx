import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { SCHEDULE_COLORS, scheduleStatus } from '@/lib/schedule';

interface Schedule {
  visibleFrom: string | null;
  visibleUntil: string | null;
}

/** Draft, scheduled, ended or published, as a badge. */
export function ScheduleBadge({ published, schedule }: { published: boolean; schedule: Schedule }) {
  const { t } = useTranslation();
  const status = scheduleStatus(published, schedule);
  return (
    <Badge size="sm" variant="light" color={SCHEDULE_COLORS[status]}>
      {t(`contentItems.schedule.${status}`)}
    </Badge>
  );
}

/** "From 1 Jan 2027, 09:00 until 31 Jan 2027, 18:00", "Always" with no window. */
export function ScheduleText({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const { visibleFrom, visibleUntil } = schedule;
  const from = formatDateTime(visibleFrom);
  const until = formatDateTime(visibleUntil);
  const text =
    visibleFrom && visibleUntil
      ? t('contentItems.schedule.between', { from, until })
      : visibleFrom
        ? t('contentItems.schedule.from', { from })
        : visibleUntil
          ? t('contentItems.schedule.until', { until })
          : t('contentItems.schedule.always');
  return (
    <Text size="xs" c="dimmed" span>
      {text}
    </Text>
  );
}
