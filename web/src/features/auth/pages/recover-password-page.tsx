import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page';

/** /RecoverPassword: the recovery form comes in a later issue; until then, say so plainly. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('recoverPassword.title')}
      text={t('recoverPassword.comingSoon')}
      actionLabel={t('common.backToSignIn')}
      actionTo="/signin"
    />
  );
}
