import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page';

/** /Request: the access-request form comes in a later issue; until then, say so plainly. */
export function RequestPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('request.title')}
      text={t('request.comingSoon')}
      actionLabel={t('common.backToSignIn')}
      actionTo="/signin"
    />
  );
}
