import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lastQuery, mockDashboard } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';
import { AGING, contact, LIST } from './reports-test-data';

/** jsdom has no object URLs: the download's blob gets this one. */
function stubObjectUrls(url: string) {
  const create = vi.fn(() => url);
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
  return create;
}

describe('a report (/dashboard/Reports/:id)', () => {
  it('shows a built-in report: translated columns, rows, the totals row and the key figures', async () => {
    mockDashboard({ 'GET /api/reports': () => json(LIST), 'GET /api/reports/aging-by-partner': () => json(AGING) }, contact);
    signInAs();
    renderApp(['/dashboard/Reports/aging-by-partner']);

    expect(await screen.findByTestId('page-title')).toHaveTextContent('Aging by business partner');
    const table = await screen.findByTestId('report-table');
    for (const header of ['Business partner', 'Current', '1–30 days', 'Over 90 days', 'Total']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const rows = screen.getAllByTestId('report-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Alpha North');
    expect(rows[0]).toHaveTextContent('€750.50');
    const total = screen.getByTestId('report-table-total');
    expect(total).toHaveTextContent('Total');
    expect(total).toHaveTextContent('€955.50');
    expect(screen.getByTestId('report-figure-totalOpen')).toHaveTextContent('€955.50');
    expect(screen.getByTestId('report-figure-overdue')).toHaveTextContent('€625.00');
  });

  it('keeps the filters in the URL and sends them to the report and to its files', async () => {
    const createObjectURL = stubObjectUrls('blob:report');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let release: () => void = () => {};
    const fetchMock = mockDashboard(
      {
        'GET /api/reports': () => json(LIST),
        'GET /api/reports/aging-by-partner': () => json(AGING),
        'GET /api/reports/aging-by-partner/export': () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="aging-by-business-partner-20261126.pdf"' } }));
          }),
      },
      contact,
    );
    signInAs();
    renderApp(['/dashboard/Reports/aging-by-partner']);
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('report-row');

    await user.selectOptions(screen.getByTestId('report-filter-partner'), 'bp1');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/reports/aging-by-partner').get('businessPartnerId')).toBe('bp1'));

    await user.click(screen.getByTestId('report-download-pdf'));
    // The button shows the file is on its way, and the other waits.
    await waitFor(() => expect(screen.getByTestId('report-download-pdf')).toHaveAttribute('data-loading', 'true'));
    expect(screen.getByTestId('report-download-xlsx')).toBeDisabled();
    release();

    await waitFor(() => expect(click).toHaveBeenCalled());
    const query = lastQuery(fetchMock, '/api/reports/aging-by-partner/export');
    expect(query.get('format')).toBe('pdf');
    expect(query.get('businessPartnerId')).toBe('bp1');
    expect(query.get('language')).toBe('en-US');
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/reports/aging-by-partner/export'));
    expect(call?.[1]?.credentials).toBe('same-origin');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('aging-by-business-partner-20261126.pdf');
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('says amounts are hidden when the answer holds none', async () => {
    const counts = { ...AGING, prices: false, columns: AGING.columns.filter((c) => c.key !== 'currency').map((c) => ({ ...c, kind: c.kind === 'money' ? ('integer' as const) : c.kind })) };
    mockDashboard({ 'GET /api/reports': () => json(LIST), 'GET /api/reports/aging-by-partner': () => json({ ...counts, rows: [], totals: [], summary: [] }) }, contact);
    signInAs();
    renderApp(['/dashboard/Reports/aging-by-partner']);

    expect(await screen.findByTestId('report-prices-hidden')).toHaveTextContent('Amounts are not shown for your account');
  });

  it('shows the BI view for a BI entry: the spec §8 apology while its tool is not configured', async () => {
    const fetchMock = mockDashboard(
      { 'GET /api/reports': () => json(LIST), 'GET /api/reports/power-bi/embed': () => problem('REPORTS_NOT_CONFIGURED', 409) },
      contact,
    );
    signInAs();
    renderApp(['/dashboard/Reports/power-bi']);

    expect(await screen.findByTestId('bi-report-unavailable')).toHaveTextContent(
      'We are sorry: the information cannot be reached at the moment, or its configuration is missing. Please contact your IT department or use the chat.',
    );
    expect(screen.getByTestId('page-title')).toHaveTextContent('Power BI report');
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/reports/power-bi/embed'))).toBe(true);
    // Not the built-in report's rows.
    expect(fetchMock.mock.calls.some(([input]) => /\/api\/reports\/power-bi(\?|$)/.test(String(input)))).toBe(false);
  });

  it('apologises when the report cannot be reached (spec §8)', async () => {
    mockDashboard({ 'GET /api/reports': () => json(LIST), 'GET /api/reports/trips-by-month': () => problem('INTERNAL_ERROR', 500) }, contact);
    signInAs();
    renderApp(['/dashboard/Reports/trips-by-month']);
    expect(await screen.findByTestId('reports-outage')).toBeInTheDocument();
  });

  it('says a report that is not in the list does not exist', async () => {
    mockDashboard({ 'GET /api/reports': () => json(LIST) }, contact);
    signInAs();
    renderApp(['/dashboard/Reports/no-such-report']);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
