import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page';
import { isSessionValid } from '@/lib/session';

/** An error page: its code, title and text under the `notFound.` or `serverError.` keys, and the way home. */
export function ErrorStatusPage({ kind }: { kind: 'notFound' | 'serverError' }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t(`${kind}.code`)}
      title={t(`${kind}.title`)}
      text={t(`${kind}.text`)}
      actionLabel={t('common.backHome')}
      actionTo={isSessionValid() ? '/dashboard/Home' : '/'}
    />
  );
}
