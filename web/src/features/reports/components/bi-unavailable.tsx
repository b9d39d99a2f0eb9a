import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeCard } from '@/components/notice-card';

/**
 * Spec §8's apology for a report that cannot be shown: the information cannot be reached or its
 * configuration is missing; contact IT or use the chat. The same words whatever failed.
 */
export function BiUnavailable() {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <NoticeCard
        icon={<IconPlugConnectedX aria-hidden="true" />}
        title={t('biReports.unavailableTitle')}
        description={t('biReports.unavailable')}
        testId="bi-report-unavailable"
      />
    </div>
  );
}
