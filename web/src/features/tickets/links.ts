/** The pages of the service requests (the agreed routes of the web). */
export const TICKET_LIST_PATH = '/dashboard/MyTickets';
export const NEW_REQUEST_PATH = '/dashboard/Request';

/** One ticket's page, for customers and staff alike. */
export const ticketPath = (id: string) => `${TICKET_LIST_PATH}/${encodeURIComponent(id)}`;

/** The staff's saved replies (their management screen). */
export const SAVED_REPLIES_PATH = '/dashboard/SavedReplies';
