import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeCard } from '@/components/notice-card';

/** What a user sees on a page their roles do not open; the server refuses the data anyway. */
export function ForbiddenState() {
  const { t } = useTranslation();
  const icon = <IconLock size={28} aria-hidden="true" />;
  return <NoticeCard icon={icon} title={t('common.forbiddenTitle')} description={t('common.forbiddenText')} testId="forbidden" />;
}
