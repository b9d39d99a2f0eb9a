import type { ReactNode } from 'react';
import type { UserVM } from '@customer-hub/contract/account';
import { ErrorAlert } from '@/components/error-alert';
import { ForbiddenState } from '@/components/forbidden-state';
import { InlineLoader } from '@/components/inline-loader';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/current-user';
import { usePageTitle } from '@/lib/use-page-title';

interface RoleGateProps {
  /** Whether the signed-in user may use what is inside. */
  allow: (user: UserVM) => boolean;
  /** When it guards a whole page: the page's title, shown above the "no permission" state. */
  title?: string;
  children: ReactNode;
}

/** Shows its children only to users `allow` accepts; others get the "no permission" state. */
export function RoleGate({ allow, title, children }: RoleGateProps) {
  const { data: user, isPending, error } = useCurrentUser();
  if (isPending) return <InlineLoader py="xl" />;
  // A refetch that failed keeps the user known: the page stays, with what is typed in it.
  if (!user) return <ErrorAlert error={error} />;
  if (!allow(user)) return title === undefined ? <ForbiddenState /> : <ForbiddenPage title={title} />;
  return <>{children}</>;
}

function ForbiddenPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <ForbiddenState />
    </>
  );
}
