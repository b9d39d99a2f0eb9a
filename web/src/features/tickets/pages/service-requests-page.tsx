import { TicketList } from '@/features/tickets/components/ticket-list';

/** /dashboard/ServiceRequests (staff): every company's service requests, opening on the open ones. */
export function ServiceRequestsPage() {
  return <TicketList variant="staff" />;
}
