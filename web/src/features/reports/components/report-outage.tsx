import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeCard } from '@/components/notice-card';

/** Spec §8: the reports cannot be reached; contact IT or use the chat. */
export function ReportOutage() {
  const { t } = useTranslation();
  return <NoticeCard icon={<IconCloudOff size={32} aria-hidden="true" />} title={t('reports.outage.title')} description={t('reports.outage.unavailable')} testId="reports-outage" />;
}
