import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/constants/roles';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { NoticeCard } from '@/components/notice-card';
import { PageHeader } from '@/components/page-header';
import { AccessRequestsList } from '@/features/access-request/components/access-requests-list';
import { useCurrentUser } from '@/lib/current-user';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/MyMessages: staff handle access requests here; contacts have no notifications yet. */
export function MyMessagesPage() {
  const { t } = useTranslation();
  const { data: user, isPending, error } = useCurrentUser();
  const staff = !!user && isStaff(user.roles);
  usePageTitle(t('routes.MyMessages'));

  let body;
  if (isPending) body = <InlineLoader py="xl" />;
  else if (!user) body = <ErrorAlert error={error} />;
  else if (staff) body = <AccessRequestsList />;
  else
    body = (
      <NoticeCard
        icon={<IconBellOff size={28} aria-hidden="true" />}
        title={t('messages.emptyTitle')}
        description={t('messages.emptyText')}
        testId="messages-empty"
      />
    );

  return (
    <>
      <PageHeader title={t('routes.MyMessages')} lead={staff ? t('accessRequests.lead') : undefined} />
      {body}
    </>
  );
}
