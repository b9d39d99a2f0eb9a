import type { GetReportResponse } from '@customer-hub/contract/reports';
import { userVM } from '../../../../test/dashboard';

export const contact = userVM({ permissions: ['Reports', 'CurrentAccounts', 'PricesColumn', 'Trips'], checkedSidebarVis: ['ReportsTab'] });

export const LIST = {
  items: [
    { id: 'aging-by-partner', kind: 'builtIn', title: 'Aging by business partner', description: 'What each business partner still owes.' },
    { id: 'trips-by-month', kind: 'builtIn', title: 'Trips by month with punctuality', description: 'Trips per month.' },
    { id: 'power-bi', kind: 'bi', provider: 'powerBi', title: 'Power BI report', description: 'Your company’s report in Power BI.' },
  ],
};

export const AGING: GetReportResponse = {
  id: 'aging-by-partner',
  prices: true,
  filters: { available: ['businessPartnerId', 'siteId'], applied: {}, statuses: [] },
  options: {
    businessPartners: [
      { id: 'bp1', name: 'Alpha North' },
      { id: 'bp2', name: 'Alpha South' },
    ],
    sites: [{ id: 's1', name: 'North Depot', businessPartnerId: 'bp1' }],
  },
  columns: [
    { key: 'businessPartner', kind: 'text' },
    { key: 'customerNo', kind: 'text' },
    { key: 'currency', kind: 'text' },
    { key: 'current', kind: 'money' },
    { key: 'days1to30', kind: 'money' },
    { key: 'days31to60', kind: 'money' },
    { key: 'days61to90', kind: 'money' },
    { key: 'over90', kind: 'money' },
    { key: 'total', kind: 'money' },
  ],
  rows: [
    { id: 'bp1:EUR', businessPartner: 'Alpha North', customerNo: 'C-1', currency: 'EUR', current: 250.5, days1to30: 500, days31to60: 0, days61to90: 0, over90: 0, total: 750.5 },
    { id: 'bp2:EUR', businessPartner: 'Alpha South', customerNo: 'C-2', currency: 'EUR', current: 80, days1to30: 5, days31to60: 0, days61to90: 120, over90: 0, total: 205 },
  ],
  totals: [{ id: 'total-EUR', currency: 'EUR', current: 330.5, days1to30: 505, days31to60: 0, days61to90: 120, over90: 0, total: 955.5 }],
  summary: [
    { key: 'totalOpen', kind: 'money', value: 955.5, currency: 'EUR' },
    { key: 'overdue', kind: 'money', value: 625, currency: 'EUR' },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};
