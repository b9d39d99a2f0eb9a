import { z } from 'zod';
import { AGING_BUCKETS, DASHBOARD_DOCUMENT_SECTIONS, DASHBOARD_PERIODS } from './constants/dashboard.ts';
import { ORDER_STATUSES } from './constants/orders.ts';
import { TICKET_STATUSES } from './constants/tickets.ts';
import { TRIP_STATUSES } from './constants/trips.ts';
export * from './constants/dashboard.ts';

// The customer's Dashboard (spec §1, §2): every figure of the page in one answer, each section
// scoped and permission-checked exactly like the list behind it.

const isoDate = z.iso.date();

export const DashboardRequest = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('month').describe('this month, the last 3 or 12 months (this one included), or custom (from/to)'),
  /** The custom period's first and last day; only with `period=custom`, at most DASHBOARD_CUSTOM_MAX_DAYS apart. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Narrows every figure to one site of the caller's scope (404 outside it). */
  siteId: z.uuid().optional(),
  /** Staff name the company whose figures they read (400 without it); a contact's is their own. */
  companyId: z.uuid().optional(),
});
export type DashboardRequest = z.infer<typeof DashboardRequest>;

const count = z.number().int().nonnegative();
/** A money figure: present only with the PricesColumn permission (absent, not null, without it). */
const money = z.number().optional();

const AgingFigure = z.object({ bucket: z.enum(AGING_BUCKETS), count, amount: money });

/** The open items of one currency: balance, overdue and the aging buckets. */
const LedgerCurrency = z.object({
  currency: z.string(),
  /** Entries with something remaining (open or overdue). */
  openCount: count,
  overdueCount: count,
  balance: money,
  overdue: money,
  aging: z.array(AgingFigure),
});

const PaymentMonth = z.object({ month: z.string().describe('YYYY-MM'), count, amount: money });

export const DashboardResponse = z.object({
  /** The day (UTC) the figures are computed for: what is overdue, this week, the last 30 days. */
  today: isoDate,
  period: z.object({ period: z.enum(DASHBOARD_PERIODS), from: isoDate, to: isoDate }),
  siteId: z.string().nullable(),
  /** The site filter's choices, when the caller's scope holds more than one site. */
  sites: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  /** With CurrentAccounts: open items today (per currency, most open items first) and payments received in the period. */
  currentAccount: z
    .object({
      currencies: z.array(LedgerCurrency),
      /** Payments (ledger entries of type Payment) per month of the period, per currency; amounts as received (positive). */
      payments: z.array(z.object({ currency: z.string(), months: z.array(PaymentMonth) })),
    })
    .optional(),
  /** With Requests: open service requests by status now, and how long those closed in the period took. */
  tickets: z
    .object({
      open: z.array(z.object({ status: z.enum(TICKET_STATUSES), count })),
      openTotal: count,
      closedInPeriod: count,
      /** Average hours from creation to closing of the tickets closed in the period; null when none. */
      averageHoursToClose: z.number().nullable(),
    })
    .optional(),
  /** With Orders: orders dated in the period, by status. */
  orders: z.object({ byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count })), total: count }).optional(),
  /** With Trips: trips planned to start this week (Monday to Sunday). */
  trips: z
    .object({
      from: isoDate,
      to: isoDate,
      byStatus: z.array(z.object({ status: z.enum(TRIP_STATUSES), count })),
      /** Every trip of the week but the cancelled ones. */
      planned: count,
      /** Completed ones. */
      done: count,
      /** Completed after their planned end, or not completed while their planned end has passed. */
      late: count,
    })
    .optional(),
  /** Documents dated in the last 30 days, in the Search documents sections the caller may open (absent when none). */
  documents: z
    .object({
      from: isoDate,
      to: isoDate,
      bySection: z.array(z.object({ section: z.enum(DASHBOARD_DOCUMENT_SECTIONS), count })),
      total: count,
    })
    .optional(),
  /** With ContractOrganization: contracts awaiting approval. */
  contracts: z.object({ awaitingApproval: count }).optional(),
  /**
   * Staff only: the satisfaction surveys of the requests done this calendar month (whatever the
   * period), as the Satisfaction report's month: sent, answered, average rating, share of 4–5 (0–1).
   */
  satisfaction: z
    .object({
      month: z.string().describe('YYYY-MM'),
      surveys: count,
      answers: count,
      averageRating: z.number().nullable(),
      csat: z.number().nullable(),
    })
    .optional(),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
