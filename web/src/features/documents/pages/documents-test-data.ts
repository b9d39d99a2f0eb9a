import { vi } from 'vitest';
import { json } from '../../../../test/render';

/** The sections answer of a caller who may open all seven. */
export const SECTIONS = [
  { section: 'Budgets', types: [{ code: 'BUDGET', name: 'Budget' }] },
  {
    section: 'Folders',
    types: [
      { code: 'FOLDER', name: 'Folder' },
      { code: 'TECH_FOLDER', name: 'Technical folder' },
    ],
  },
  { section: 'IncidenceReports', types: [{ code: 'INCIDENCE', name: 'Incidence report' }] },
  { section: 'ListOrders', types: [] },
  { section: 'ServiceReports', types: [] },
  { section: 'LegalTechnician', types: [] },
  { section: 'Invoices', types: [{ code: 'INVOICE_PDF', name: 'Invoice PDF' }] },
];

export const doc = (i: number, overrides: Record<string, unknown> = {}) => ({
  id: `d${i}`,
  documentNo: `FT 2026-1000${i}`,
  title: `Maintenance report ${i}`,
  description: '',
  typeCode: 'BUDGET',
  typeName: 'Budget',
  section: 'Budgets',
  documentDate: '2026-03-01',
  createdAt: '2026-03-01T10:00:00Z',
  fileName: `FT 2026-1000${i}.pdf`,
  contentType: 'application/pdf',
  size: 1536 * 1024,
  businessPartnerId: 'bp1',
  businessPartnerName: 'Lusitania Retail',
  siteId: 's1',
  siteName: 'Lisboa Centro',
  downloadLink: '/api/documents/download-link/',
  ...overrides,
});

export function documentsPage(items: unknown[], total = items.length) {
  return json({ items, total, page: 1, pageSize: 25 });
}

/** jsdom has no object URLs and follows no links: saves are captured. */
export function stubDownloads() {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:doc'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}
