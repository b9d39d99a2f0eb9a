import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AccessRequestsList } from '@/features/access-request/components/access-requests-list';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/AccessRequests (staff): the requests sent from the public form, to approve or reject. */
export function AccessRequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.AccessRequests'));
  return (
    <>
      <PageHeader title={t('routes.AccessRequests')} lead={t('accessRequests.lead')} />
      <AccessRequestsList />
    </>
  );
}
