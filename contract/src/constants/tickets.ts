/** Service requests (tickets), spec §1; transitions in DESIGN.md §4. */
export const TICKET_STATUSES = ['Pending', 'Confirming', 'Confirmed', 'Done', 'Refused', 'Declined', 'Canceled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Statuses nothing leaves: the ticket is closed. */
export const TICKET_CLOSED_STATUSES = ['Done', 'Refused', 'Declined', 'Canceled'] as const satisfies readonly TicketStatus[];
/** Every status but the closed ones: the request is still open. */
export const TICKET_OPEN_STATUSES = ['Pending', 'Confirming', 'Confirmed'] as const satisfies readonly TicketStatus[];

/** The ticket lists' status filter in every place it travels (the web address, the web filter, the API query, the repository): one status, or `open` for every open one (the staff queue's default). */
export const TICKET_OPEN = 'open';
export const TICKET_STATUS_FILTERS = [TICKET_OPEN, ...TICKET_STATUSES] as const;
export type TicketStatusFilter = (typeof TICKET_STATUS_FILTERS)[number];

/**
 * The statuses a list query keeps, or undefined for every status. `open` is the former form of the
 * filter, still taken: true is `status=open`, false the closed statuses; given with a status, both apply.
 */
export function ticketStatusesOf(query: { status?: TicketStatusFilter; open?: boolean }): readonly TicketStatus[] | undefined {
  const statuses = query.status === undefined ? undefined : query.status === TICKET_OPEN ? TICKET_OPEN_STATUSES : [query.status];
  if (query.open === undefined) return statuses;
  const group: readonly TicketStatus[] = query.open ? TICKET_OPEN_STATUSES : TICKET_CLOSED_STATUSES;
  return (statuses ?? TICKET_STATUSES).filter((status) => group.includes(status));
}

export const TICKET_TYPES = ['Service', 'Defect', 'Refund'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/**
 * What a caller may do to a ticket (answered per ticket as `allowedActions`). Staff propose,
 * decline, mark done and assign; the customer confirms, refuses or cancels.
 */
export const TICKET_ACTIONS = ['propose', 'confirm', 'refuse', 'cancel', 'decline', 'done', 'assign'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

/** The transitions of DESIGN.md §4: which statuses each action leaves from, where it goes, who may. */
export const TICKET_TRANSITIONS = {
  propose: { from: ['Pending'], to: 'Confirming', by: 'staff' },
  decline: { from: ['Pending'], to: 'Declined', by: 'staff' },
  done: { from: ['Confirmed'], to: 'Done', by: 'staff' },
  confirm: { from: ['Confirming'], to: 'Confirmed', by: 'customer' },
  refuse: { from: ['Confirming'], to: 'Refused', by: 'customer' },
  cancel: { from: ['Pending', 'Confirming'], to: 'Canceled', by: 'customer' },
} as const satisfies Record<
  Exclude<TicketAction, 'assign'>,
  { from: readonly TicketStatus[]; to: TicketStatus; by: 'staff' | 'customer' }
>;
export type TicketTransition = keyof typeof TICKET_TRANSITIONS;

/** `due` (with direction asc): the service level's running target, the breached first (the longest overdue), then the least time left; none running last. */
export const TICKET_SORTS = ['createdAt', 'updatedAt', 'ticketNo', 'status', 'priority', 'due'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

/** Staff queue filter on the assignee: mine, nobody's, or any (left out). */
export const TICKET_ASSIGNEE_FILTERS = ['me', 'none'] as const;

/** An attachment's largest size (bytes) and the types sniffed from its bytes that are accepted. */
export const TICKET_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const TICKET_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
] as const;
export const TICKET_ATTACHMENTS_PER_MESSAGE = 10;

export const TICKET_TITLE_MAX = 200;
export const TICKET_TEXT_MAX = 5000;
