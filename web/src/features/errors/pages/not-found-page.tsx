import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page';
import { isSessionValid } from '@/lib/session';

/** /404 and every unknown path: the page does not exist or has moved. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('notFound.code')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actionLabel={t('common.backHome')}
      actionTo={isSessionValid() ? '/dashboard/Home' : '/'}
    />
  );
}
