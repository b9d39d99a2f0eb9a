import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page';
import { isSessionValid } from '@/lib/session';

/** /500, also shown when a route fails to render or load. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('serverError.code')}
      title={t('serverError.title')}
      text={t('serverError.text')}
      actionLabel={t('common.backHome')}
      actionTo={isSessionValid() ? '/dashboard/Home' : '/'}
    />
  );
}
