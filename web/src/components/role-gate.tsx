import type { ReactNode } from 'react';
import type { UserVM } from '@customer-hub/contract/account';
import { ErrorAlert } from '@/components/error-alert';
import { ForbiddenState } from '@/components/forbidden-state';
import { InlineLoader } from '@/components/inline-loader';
import { useCurrentUser } from '@/lib/current-user';

interface RoleGateProps {
  /** Whether the signed-in user may use what is inside. */
  allow: (user: UserVM) => boolean;
  children: ReactNode;
}

/** Shows its children only to users `allow` accepts; others get the "no permission" state. */
export function RoleGate({ allow, children }: RoleGateProps) {
  const { data: user, isPending, error } = useCurrentUser();
  if (isPending) return <InlineLoader py="xl" />;
  if (error || !user) return <ErrorAlert error={error} />;
  if (!allow(user)) return <ForbiddenState />;
  return <>{children}</>;
}
