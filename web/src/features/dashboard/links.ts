import { agingFilter, addDays, monthStart, type AgingBucket } from '@customer-hub/contract/constants/dashboard';

// Where each figure leads: the list behind it, filtered to exactly what the figure counts, in the
// URL parameters each list page reads (lib/use-list-page.ts).

const to = (path: string, params: Record<string, string | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/dashboard/${path}?${text}` : `/dashboard/${path}`;
};

/**
 * Where the figures are: the site chosen (null for the whole scope) and, for staff, the company
 * whose figures they read. Every link carries both, so the list shows exactly what was counted.
 */
export interface At {
  siteId: string | null;
  companyId?: string;
}

export const links = {
  /** The current account: everything (its balance is the open balance), or one state. */
  currentAccount: (at: At, state?: 'open' | 'overdue') => to('CurrentAccount', { state, ...at }),
  /** The entries of one aging bucket on `today`. */
  aging: (bucket: AgingBucket, today: string, at: At) => to('CurrentAccount', { ...agingFilter(bucket, today), ...at }),
  /** The payments posted in a month (YYYY-MM), within the period. */
  payments: (month: string, period: { from: string; to: string }, at: At) => {
    const first = `${month}-01`;
    const last = addDays(monthStart(first, 1), -1);
    return to('CurrentAccount', { documentTypes: 'Payment', from: first < period.from ? period.from : first, to: last > period.to ? period.to : last, ...at });
  },
  tickets: (status: string | null, at: At) => to('MyTickets', { status, ...at }),
  closedTickets: (at: At) => to('MyTickets', { ...at }),
  orders: (status: string | null, period: { from: string; to: string }, at: At) => to('Orders', { status, from: period.from, to: period.to, ...at }),
  trips: (week: { from: string; to: string }, at: At, status?: string) => to('Trips', { status, from: week.from, to: week.to, ...at }),
  documents: (section: string, range: { from: string; to: string }, at: At) => to('SearchDocuments', { section, from: range.from, to: range.to, ...at }),
  contracts: (at: At) => to('Contracts', { status: 'Pending', ...at }),
};
