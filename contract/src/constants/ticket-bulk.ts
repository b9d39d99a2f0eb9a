/** The staff queue's bulk changes: at most this many tickets at once, each its own change. */
export const TICKET_BULK_MAX = 100;
/** What one bulk change does to each ticket: assign (or unassign), or a staff transition that takes no more than a note. */
export const TICKET_BULK_ACTIONS = ['assign', 'decline', 'done'] as const;
export type TicketBulkAction = (typeof TICKET_BULK_ACTIONS)[number];
