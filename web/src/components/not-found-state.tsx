import { IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeCard } from '@/components/notice-card';

/** An item that does not exist, or not in the caller's scope (the server answers 404 alike). */
export function NotFoundState() {
  const { t } = useTranslation();
  const icon = <IconFileUnknown size={28} aria-hidden="true" />;
  return <NoticeCard icon={icon} title={t('common.notFoundTitle')} description={t('common.notFoundText')} testId="not-found" />;
}
