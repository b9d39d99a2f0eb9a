import { AccessRequestsList } from '@/features/access-request/components/access-requests-list';

/** /dashboard/AccessRequests (staff): the requests sent from the public form, to approve or reject. */
export function AccessRequestsPage() {
  return <AccessRequestsList />;
}
