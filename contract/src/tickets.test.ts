import { describe, expect, it } from 'vitest';
import { FindTicketsRequest, TICKET_CLOSED_STATUSES, TICKET_OPEN_STATUSES, TICKET_STATUSES, ticketStatusesOf } from './tickets.ts';

describe('the ticket status filter', () => {
  it('splits the statuses into open and closed ones', () => {
    expect([...TICKET_OPEN_STATUSES, ...TICKET_CLOSED_STATUSES].sort()).toEqual([...TICKET_STATUSES].sort());
  });

  it('keeps one status, every open one, or every status', () => {
    expect(ticketStatusesOf({ status: 'Done' })).toEqual(['Done']);
    expect(ticketStatusesOf({ status: 'open' })).toEqual(TICKET_OPEN_STATUSES);
    expect(ticketStatusesOf({})).toBeUndefined();
  });

  it('still takes the former open=true / open=false, alone or with a status', () => {
    expect(ticketStatusesOf({ open: true })).toEqual(TICKET_OPEN_STATUSES);
    expect(ticketStatusesOf({ open: false })).toEqual(TICKET_CLOSED_STATUSES);
    expect(ticketStatusesOf({ status: 'Pending', open: true })).toEqual(['Pending']);
    expect(ticketStatusesOf({ status: 'Pending', open: false })).toEqual([]);
  });

  it('is read from the query string as `status`', () => {
    expect(FindTicketsRequest.parse({ status: 'open' }).status).toBe('open');
    expect(FindTicketsRequest.parse({ open: 'true' }).open).toBe(true);
    expect(FindTicketsRequest.safeParse({ status: 'closed' }).success).toBe(false);
  });
});
