import type { GetTicketResponse, TicketFormOptionsResponse, TicketSummary } from '@customer-hub/contract/tickets';
import { userVM } from '../../../../test/dashboard';
import { json } from '../../../../test/render';

export const TICKET_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const SITE_LISBOA = '22222222-2222-4222-8222-222222222222';
export const SITE_PORTO = '33333333-3333-4333-8333-333333333333';
export const BUILDING_A = '44444444-4444-4444-8444-444444444444';
export const WATCHER = '55555555-5555-4555-8555-555555555555';
export const COMPANY = '66666666-6666-4666-8666-666666666666';

/** A contact with the Requests permission (and its sidebar key). */
export const requester = userVM({ id: 'u-ana', permissions: ['Requests'], checkedSidebarVis: ['TicketTab'] });
export const backoffice = userVM({ id: 'u-staff', firstName: 'Rui', lastName: 'Costa', roles: ['Backoffice'], checkedSidebarVis: ['TicketTab'] });

export function ticketSummary(overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id: TICKET_ID,
    companyId: COMPANY,
    companyName: 'Lusitania Retail Group',
    ticketNo: 'SR-2026-000012',
    type: 'Defect',
    status: 'Pending',
    priority: 'High',
    title: 'Leaking roof in the loading bay',
    buildingId: BUILDING_A,
    buildingName: 'Warehouse A',
    requester: { id: 'u-ana', name: 'Ana Silva' },
    assignee: null,
    proposedDate: null,
    proposedBudget: null,
    currency: 'EUR',
    businessPartnerId: 'bp1',
    businessPartnerName: 'Lusitania Retail',
    siteId: SITE_LISBOA,
    siteName: 'Lisboa Centro',
    createdAt: '2026-03-02T09:15:00Z',
    updatedAt: '2026-03-03T10:00:00Z',
    allowedActions: ['cancel'],
    sla: null,
    ...overrides,
  };
}

export function ticketDetail(overrides: Partial<GetTicketResponse> = {}): GetTicketResponse {
  return {
    ...ticketSummary(),
    description: 'Water comes through the roof when it rains.\nThe floor gets slippery.',
    watchers: [{ id: WATCHER, name: 'Bruno Dias' }],
    attachments: [{ id: 'f1', fileName: 'survey.pdf', contentType: 'application/pdf', size: 20480, createdAt: '2026-03-02T09:15:00Z' }],
    timeline: [
      { kind: 'status', id: 'h1', at: '2026-03-02T09:15:00Z', by: { id: 'u-ana', name: 'Ana Silva' }, fromStatus: null, toStatus: 'Pending', note: null, proposedDate: null, proposedBudget: null },
      {
        kind: 'comment',
        id: 'c1',
        at: '2026-03-02T11:00:00Z',
        by: { id: 'u-staff', name: 'Rui Costa' },
        byStaff: true,
        body: 'We will send someone to look at it.',
        internal: false,
        attachments: [],
      },
    ],
    mergedInto: null,
    ...overrides,
  };
}

/** A proposal waiting for the customer: Confirming, with the date and budget. */
export const proposed = (overrides: Partial<GetTicketResponse> = {}) =>
  ticketDetail({
    status: 'Confirming',
    proposedDate: '2099-05-10',
    proposedBudget: 1250.5,
    allowedActions: ['confirm', 'refuse', 'cancel'],
    timeline: [
      ...ticketDetail().timeline,
      { kind: 'status', id: 'h2', at: '2026-03-04T08:00:00Z', by: { id: 'u-staff', name: 'Rui Costa' }, fromStatus: 'Pending', toStatus: 'Confirming', note: 'Two technicians, half a day.', proposedDate: '2099-05-10', proposedBudget: 1250.5 },
    ],
    ...overrides,
  });

export const formOptions = (overrides: Partial<TicketFormOptionsResponse> = {}): TicketFormOptionsResponse => ({
  sites: [
    { id: SITE_LISBOA, code: 'LIS', name: 'Lisboa Centro', businessPartnerName: 'Lusitania Retail', own: false, buildings: [{ id: BUILDING_A, name: 'Warehouse A' }] },
    { id: SITE_PORTO, code: 'OPO', name: 'Porto Norte', businessPartnerName: 'Lusitania Retail', own: false, buildings: [] },
  ],
  watchers: [{ id: WATCHER, name: 'Bruno Dias' }],
  ...overrides,
});

export const page = (items: TicketSummary[]) => json({ items, total: items.length, page: 1, pageSize: 25 });

export const companies = [
  {
    id: COMPANY,
    name: 'Lusitania Retail Group',
    code: 'LRG',
    defaultPermissions: [],
    businessPartners: [
      {
        id: 'bp1',
        name: 'Lusitania Retail',
        customerNo: 'C-1001',
        sites: [
          { id: SITE_LISBOA, name: 'Lisboa Centro', code: 'LIS' },
          { id: SITE_PORTO, name: 'Porto Norte', code: 'OPO' },
        ],
      },
    ],
  },
  { id: '77777777-7777-4777-8777-777777777777', name: 'Iberia Foods', code: 'IBF', defaultPermissions: [], businessPartners: [] },
];
