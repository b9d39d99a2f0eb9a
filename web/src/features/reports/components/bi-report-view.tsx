import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeCard } from '@/components/notice-card';

/** A report of the business-intelligence tool; until its embed is set up, the spec's apology that its configuration is missing. */
export function BiReportView({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  return (
    <NoticeCard
      icon={<IconPlugConnectedX size={32} aria-hidden="true" />}
      title={t('reports.outage.title')}
      description={t('reports.outage.notConfigured')}
      testId={`bi-report-${reportId}`}
    />
  );
}
