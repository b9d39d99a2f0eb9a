import { TicketList } from '@/features/tickets/components/ticket-list';

/** /dashboard/ServiceRequests (staff): every company's service requests, new ones first. */
export function ServiceRequestsPage() {
  return <TicketList variant="staff" />;
}
