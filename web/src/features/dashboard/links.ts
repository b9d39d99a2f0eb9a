import { agingFilter, addDays, monthStart, type AgingBucket } from '@customer-hub/contract/constants/dashboard';

// Where each figure leads: the list behind it, filtered to exactly what the figure counts, in the
// URL parameters each list page reads (lib/use-list-page.ts).

const to = (path: string, params: Record<string, string | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/dashboard/${path}?${text}` : `/dashboard/${path}`;
};

export const links = {
  /** The current account: everything (its balance is the open balance), or one state. */
  currentAccount: (siteId: string | null, state?: 'open' | 'overdue') => to('CurrentAccount', { state, siteId }),
  /** The entries of one aging bucket on `today`. */
  aging: (bucket: AgingBucket, today: string, siteId: string | null) => to('CurrentAccount', { ...agingFilter(bucket, today), siteId }),
  /** The payments posted in a month (YYYY-MM), within the period. */
  payments: (month: string, period: { from: string; to: string }, siteId: string | null) => {
    const first = `${month}-01`;
    const last = addDays(monthStart(first, 1), -1);
    return to('CurrentAccount', { documentTypes: 'Payment', from: first < period.from ? period.from : first, to: last > period.to ? period.to : last, siteId });
  },
  tickets: (status: string | null, siteId: string | null) => to('MyTickets', { status, siteId }),
  closedTickets: (siteId: string | null) => to('MyTickets', { siteId }),
  orders: (status: string | null, period: { from: string; to: string }, siteId: string | null) => to('Orders', { status, from: period.from, to: period.to, siteId }),
  trips: (week: { from: string; to: string }, siteId: string | null, status?: string) => to('Trips', { status, from: week.from, to: week.to, siteId }),
  documents: (section: string, range: { from: string; to: string }, siteId: string | null) => to('SearchDocuments', { section, from: range.from, to: range.to, siteId }),
  contracts: (siteId: string | null) => to('Contracts', { status: 'Pending', siteId }),
};
