import { TicketList } from '@/features/tickets/components/ticket-list';

/** /dashboard/MyTickets (Requests): the contact's service requests, and "New request". */
export function MyTicketsPage() {
  return <TicketList variant="customer" />;
}
