import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lastQuery, mockDashboard, STAFF_COMPANIES, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const SEVERAL_COMPANIES = 'These entries belong to several companies, and a statement never adds two companies together. Choose a company or a business partner first.';
const customer = userVM({ permissions: ['CurrentAccounts', 'PricesColumn'], checkedSidebarVis: ['DashboardTab'] });

/** jsdom has no object URLs: the download's blob gets this one. */
function stubObjectUrls(url: string) {
  const create = vi.fn(() => url);
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
  return create;
}

const entry = (i: number, priced = true) => ({
  id: `e${i}`,
  documentNo: `INV-${1000 + i}`,
  documentType: i % 2 ? 'Payment' : 'Invoice',
  description: `Entry ${i}`,
  postDate: '2025-03-01',
  dueDate: '2025-03-31',
  ...(priced ? { amount: 1234.5, remainingAmount: 100 } : {}),
  currency: 'EUR',
  state: i % 2 ? 'paid' : 'overdue',
  businessPartnerName: 'Lusitania Retail',
  siteName: 'Lisboa',
  pdfDocumentId: null as string | null,
});

function page(priced: boolean, items = [entry(0, priced), entry(1, priced)], total = items.length, totalExact = true) {
  return json({
    items,
    total,
    totalExact,
    page: 1,
    pageSize: 25,
    totals: priced ? { currency: 'EUR', balance: 1500.25, overdue: 300 } : { currency: 'EUR' },
  });
}

describe('current account (/dashboard/CurrentAccount)', () => {
  it('shows the entries with amounts and totals when prices are allowed', async () => {
    mockDashboard({ 'GET /api/current-account': () => page(true) }, customer);
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);

    const table = await screen.findByTestId('ca-table');
    expect(await within(table).findByText('INV-1000')).toBeInTheDocument();
    expect(within(table).getAllByTestId('ca-row')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: /^Amount/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Remaining amount/ })).toBeInTheDocument();
    expect(within(table).getAllByText('€1,234.50')).toHaveLength(2);
    expect(within(table).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByTestId('ca-total-balance')).toHaveTextContent('€1,500.25');
    expect(screen.getByTestId('ca-total-overdue')).toHaveTextContent('€300.00');
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.getByText('Your invoices, payments and other ledger entries, with what remains to be paid.')).toBeInTheDocument();
  });

  it('shows staff whose each entry is, asks for a company instead of adding companies together, and narrows to one', async () => {
    const [lusitania, iberia] = STAFF_COMPANIES;
    const items = [
      { ...entry(0), companyName: lusitania!.name },
      { ...entry(2), companyName: iberia!.name },
    ];
    const fetchMock = mockDashboard(
      {
        'GET /api/current-account': (_init, url) =>
          new URL(url, 'http://x').searchParams.get('companyId')
            ? page(true, [items[1]!])
            : json({ items, total: 2, totalExact: true, page: 1, pageSize: 25, totals: { currency: 'EUR', severalCompanies: true } }),
        'GET /api/org/companies': () => json(STAFF_COMPANIES),
      },
      userVM({ roles: ['Admin'] }),
    );
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    const user = userEvent.setup({ delay: null });

    const table = await screen.findByTestId('ca-table');
    expect(await within(table).findByText('Iberia Logistics')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByText('Every company’s invoices, payments and other ledger entries, with what remains to be paid.')).toBeInTheDocument();
    expect(screen.getByTestId('ca-totals-choose-company')).toHaveTextContent('Choose a company to see its balance');
    expect(screen.queryByTestId('ca-total-balance')).not.toBeInTheDocument();

    const filter = screen.getByTestId('ca-filter-company');
    await within(filter).findByRole('option', { name: 'Iberia Logistics' });
    await user.selectOptions(filter, iberia!.id);
    await waitFor(() => expect(lastQuery(fetchMock, '/api/current-account').get('companyId')).toBe(iberia!.id));
    expect(await screen.findByTestId('ca-total-balance')).toHaveTextContent('€1,500.25');
    expect(screen.queryByTestId('ca-totals-choose-company')).not.toBeInTheDocument();
  });

  it('asks staff for a company before a statement, and sends the chosen one', async () => {
    stubObjectUrls('blob:pdf');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const [, iberia] = STAFF_COMPANIES;
    const fetchMock = mockDashboard(
      {
        'GET /api/current-account': () => page(true),
        'GET /api/org/companies': () => json(STAFF_COMPANIES),
        'GET /api/current-account/statement': (_init, url) =>
          new URL(url, 'http://x').searchParams.get('companyId')
            ? new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })
            : new Response(JSON.stringify({ title: 'Bad request', status: 400, code: 'VALIDATION_FAILED', reason: 'SEVERAL_COMPANIES' }), { status: 400, headers: { 'Content-Type': 'application/problem+json' } }),
      },
      userVM({ roles: ['Admin'] }),
    );
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('INV-1000');

    await user.click(screen.getByTestId('ca-statement'));
    await user.click(await screen.findByTestId('ca-statement-download'));
    expect(await screen.findByText(SEVERAL_COMPANIES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const filter = screen.getByTestId('ca-filter-company');
    await within(filter).findByRole('option', { name: 'Iberia Logistics' });
    await user.selectOptions(filter, iberia!.id);
    await user.click(screen.getByTestId('ca-statement'));
    await user.click(await screen.findByTestId('ca-statement-download'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastQuery(fetchMock, '/api/current-account/statement').get('companyId')).toBe(iberia!.id);
  });

  it('says "more than" when the server stopped counting a very long list', async () => {
    mockDashboard({ 'GET /api/current-account': () => page(true, [entry(0)], 10_000, false) }, customer);
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);

    const table = await screen.findByTestId('ca-table');
    await within(table).findByText('INV-1000');
    expect(screen.getByText(/1–25 of more than 10,?000/)).toBeInTheDocument();
  });

  it('hides the amount columns and the totals when the answer has no prices', async () => {
    mockDashboard({ 'GET /api/current-account': () => page(false) }, userVM({ permissions: ['CurrentAccounts'] }));
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);

    const table = await screen.findByTestId('ca-table');
    await within(table).findByText('INV-1000');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.some((h) => h?.startsWith('Amount'))).toBe(false);
    expect(headers.some((h) => h?.startsWith('Remaining amount'))).toBe(false);
    expect(headers.some((h) => h?.startsWith('Document no.'))).toBe(true);
    expect(screen.queryByTestId('ca-total-balance')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ca-total-overdue')).not.toBeInTheDocument();
  });

  it('sends the filters and the sort in the query string, back on page 1', async () => {
    const fetchMock = mockDashboard({ 'GET /api/current-account': () => page(true, [entry(0)], 80) }, customer);
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('INV-1000');

    expect(Object.fromEntries(lastQuery(fetchMock, '/api/current-account'))).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'postDate',
      direction: 'desc',
    });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/current-account').get('page')).toBe('2'));

    await user.click(screen.getByTestId('ca-filter-type'));
    await user.click(await screen.findByRole('option', { name: 'Invoice' }));
    await user.click(screen.getByRole('option', { name: 'Credit memo' }));
    await user.selectOptions(screen.getByTestId('ca-filter-state'), 'overdue');
    await user.type(screen.getByTestId('ca-from'), '2025-01-01');
    await user.type(screen.getByTestId('ca-to'), '2025-06-30');
    await user.type(screen.getByTestId('ca-search'), 'INV-1');

    await waitFor(() => expect(lastQuery(fetchMock, '/api/current-account').get('search')).toBe('INV-1'));
    const query = lastQuery(fetchMock, '/api/current-account');
    expect(query.getAll('documentType')).toEqual(['Invoice', 'Credit Memo']);
    expect(query.get('state')).toBe('overdue');
    expect(query.get('from')).toBe('2025-01-01');
    expect(query.get('to')).toBe('2025-06-30');
    expect(query.get('page')).toBe('1');
  });

  it('sorts by a column header, toggling the direction and announcing it with aria-sort', async () => {
    const fetchMock = mockDashboard({ 'GET /api/current-account': () => page(true) }, customer);
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('INV-1000');

    const postHeader = screen.getByRole('columnheader', { name: /Post date/ });
    expect(postHeader).toHaveAttribute('aria-sort', 'descending');
    const dueHeader = screen.getByRole('columnheader', { name: /Due date/ });
    expect(dueHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(dueHeader).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/current-account').get('sort')).toBe('dueDate'));
    expect(lastQuery(fetchMock, '/api/current-account').get('direction')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Due date/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(screen.getByRole('columnheader', { name: /Due date/ })).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/current-account').get('direction')).toBe('desc'));
  });

  it('exports the filtered list as CSV with the session cookie and saves it under the server file name', async () => {
    const createObjectURL = stubObjectUrls('blob:export');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = mockDashboard(
      {
        'GET /api/current-account': () => page(true),
        'GET /api/current-account/export': () =>
          new Response('documentNo;amount\nINV-1000;1234.5\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="current-account-2025-03-01.csv"' },
          }),
      },
      customer,
    );
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('INV-1000');
    await user.selectOptions(screen.getByTestId('ca-filter-state'), 'open');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/current-account').get('state')).toBe('open'));

    await user.click(screen.getByTestId('ca-export-csv'));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/current-account/export'));
    const [url, init] = call ?? [];
    const query = new URLSearchParams(String(url).split('?')[1]);
    expect(query.get('format')).toBe('csv');
    expect(query.get('state')).toBe('open');
    expect(query.get('language')).toBe('en-US');
    expect(query.get('sort')).toBe('postDate');
    expect(query.has('page')).toBe(false);
    expect(init?.credentials).toBe('same-origin');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('current-account-2025-03-01.csv');
    expect(link.href).toBe('blob:export');
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('downloads the statement for the chosen period', async () => {
    stubObjectUrls('blob:pdf');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = mockDashboard(
      {
        'GET /api/current-account': () => page(true),
        'GET /api/current-account/statement': () =>
          new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''extrato%202025.pdf" } }),
      },
      customer,
    );
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('INV-1000');

    await user.click(screen.getByTestId('ca-statement'));
    const from = await screen.findByTestId('ca-statement-from');
    await user.clear(from);
    await user.type(from, '2025-01-01');
    const to = screen.getByTestId('ca-statement-to');
    await user.clear(to);
    await user.type(to, '2025-03-31');
    await user.click(screen.getByTestId('ca-statement-download'));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const query = lastQuery(fetchMock, '/api/current-account/statement');
    expect(query.get('from')).toBe('2025-01-01');
    expect(query.get('to')).toBe('2025-03-31');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('extrato 2025.pdf');
  });

  it('offers the PDF of the entries that have one and downloads it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    stubObjectUrls('blob:invoice');
    const fetchMock = mockDashboard(
      {
        'GET /api/current-account': () => page(true, [{ ...entry(0), pdfDocumentId: 'doc-0' }, { ...entry(1), pdfDocumentId: null }]),
        'GET /api/documents/download-link/doc-0': () => json('hub\\signed\\INV-1000.pdf'),
        'GET /api/Common/DownloadFile': () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
      },
      customer,
    );
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    const user = userEvent.setup({ delay: null });

    const pdf = await screen.findByTestId('ca-pdf-e0');
    expect(pdf).toHaveAccessibleName('Download the PDF of INV-1000');
    expect(screen.queryByTestId('ca-pdf-e1')).not.toBeInTheDocument();
    await user.click(pdf);

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('INV-1000.pdf');
    expect(lastQuery(fetchMock, '/api/Common/DownloadFile').get('FilePath')).toBe('hub\\signed\\INV-1000.pdf');
  });

  it('shows the PDF button on phone cards too', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 767px') })) as typeof window.matchMedia;
    try {
      mockDashboard({ 'GET /api/current-account': () => page(true, [{ ...entry(0), pdfDocumentId: 'doc-0' }]) }, customer);
      signInAs();
      renderApp(['/dashboard/CurrentAccount']);
      const card = await screen.findByTestId('ca-row');
      expect(card).toHaveAttribute('role', 'listitem');
      expect(within(card).getByTestId('ca-pdf-e0')).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows the no-permission state on 403', async () => {
    mockDashboard({ 'GET /api/current-account': () => problem('FORBIDDEN', 403) });
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    mockDashboard({ 'GET /api/current-account': () => page(true, [], 0) }, customer);
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    expect(await screen.findByTestId('ca-table-empty')).toHaveTextContent('No entries match these filters.');
  });

  it('tells a contact without PricesColumn why amounts, balance, statement and invoice PDFs are missing', async () => {
    mockDashboard({ 'GET /api/current-account': () => page(false) }, userVM({ permissions: ['CurrentAccounts'] }));
    signInAs();
    renderApp(['/dashboard/CurrentAccount']);
    await screen.findByText('INV-1000');
    // The permission by the name the permission screens give it, not its key.
    const notice = await screen.findByTestId('ca-prices-hidden');
    expect(notice).toHaveTextContent('does not have the “Prices column” permission');
    expect(notice).not.toHaveTextContent('PricesColumn');
    expect(notice).toHaveTextContent('the invoice PDFs are not shown');
    expect(screen.queryByTestId('ca-statement')).not.toBeInTheDocument();
  });

  it('says what balance and overdue count when the overdue total is larger than the balance', async () => {
    const totals = (overdue: number) =>
      json({ items: [entry(0)], total: 1, page: 1, pageSize: 25, totals: { currency: 'EUR', balance: 100, overdue } });
    let overdue = 50;
    mockDashboard({ 'GET /api/current-account': () => totals(overdue) }, customer);
    signInAs();
    const { router } = renderApp(['/dashboard/CurrentAccount']);
    await screen.findByTestId('ca-total-balance');
    expect(screen.queryByTestId('ca-totals-help')).not.toBeInTheDocument();

    overdue = 250;
    await router.navigate('/dashboard/CurrentAccount?state=overdue');
    expect(await screen.findByTestId('ca-totals-help')).toHaveTextContent('credit memos and payments not yet applied');
  });

  it('opens a filtered, sorted page 3 from its link, and an entry opens and closes with Back', async () => {
    const fetchMock = mockDashboard({ 'GET /api/current-account': () => page(true, [entry(0), entry(1)], 120) }, customer);
    signInAs();
    const { router } = renderApp(['/dashboard/CurrentAccount?state=overdue&sort=dueDate&dir=asc&page=3']);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('INV-1000');

    const query = lastQuery(fetchMock, '/api/current-account');
    expect(query.get('page')).toBe('3');
    expect(query.get('state')).toBe('overdue');
    expect(query.get('sort')).toBe('dueDate');
    expect(query.get('direction')).toBe('asc');
    expect(screen.getByTestId('ca-filter-state')).toHaveValue('overdue');
    expect(screen.getByRole('columnheader', { name: /Due date/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getAllByTestId('ca-row')[1]!);
    const detail = await screen.findByTestId('list-row-detail');
    expect(detail).toHaveTextContent('Entry 1');
    expect(router.state.location.search).toContain('open=e1');

    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByTestId('list-row-detail')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?state=overdue&sort=dueDate&dir=asc&page=3');
    expect(lastQuery(fetchMock, '/api/current-account').get('page')).toBe('3');
  });
});
