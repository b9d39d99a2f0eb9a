import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const SEARCH = '/api/GlobalSearch/getGlobalInformation';
const ALL_CONTEXTS = ['CTrips', 'CCurrentAcc', 'COrders', 'CShipment', 'CInvoices', 'COtherDocuments', 'CContractLines'];

const results = {
  currentAccounts: [{ id: 'e1', description: 'INV-1000 · Lisboa Centro' }],
  searchDocuments: [
    {
      name: 'Folders',
      searchDocInfos: [
        { id: 'd1', description: 'FT 2026-10001 Lisboa boiler', downloadLink: '/api/documents/download-link/' },
        { id: 'l1', description: 'Contract line Lisboa cleaning', downloadLink: null },
      ],
    },
    { name: 'Budgets', searchDocInfos: [] },
  ],
  trips: [{ id: 't1', description: 'TR-2026-5 Lisboa → Porto' }],
  orders: [{ id: 'o1', description: 'OR-2026-000012 · Lisboa Centro' }],
  shipments: [{ id: 's1', description: 'EXP-2026-00012 · Lisboa → Porto' }],
};
const NONE = { currentAccounts: [], searchDocuments: [], trips: [], orders: [], shipments: [] };

function mockShell(handlers: Parameters<typeof mockDashboard>[0] = {}, active: () => Response = () => json(true)) {
  return mockDashboard({ 'GET /api/Backoffice/Settings/GlobalSearchActive': active, ...handlers }, userVM());
}

const searchCalls = (fetchMock: ReturnType<typeof mockShell>) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(SEARCH));

async function openSearch() {
  const user = userEvent.setup({ delay: null });
  signInAs();
  renderApp(['/dashboard/Home']);
  await user.click(await screen.findByTestId('global-search-open'));
  const dialog = await screen.findByRole('dialog', { name: 'Global Search' });
  return { user, dialog };
}

describe('global search (top bar)', () => {
  it.each([
    ['false', () => json(false)],
    ['an error', () => problem('INTERNAL_ERROR', 500)],
  ])('hides the icon when the setting answers %s', async (_, answer) => {
    const fetchMock = mockShell({}, answer);
    signInAs();
    renderApp(['/dashboard/Home']);
    await screen.findByTestId('user-menu');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/GlobalSearchActive'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('global-search-open')).not.toBeInTheDocument();
  });

  it('opens a titled modal with every context selected and the text focused', async () => {
    mockShell();
    const { dialog } = await openSearch();
    const input = within(dialog).getByTestId('global-search-input');
    await waitFor(() => expect(input).toHaveFocus());
    for (const label of ['Trips', 'Current accounts', 'Orders', 'Shipments', 'Invoices', 'Other documents', 'Contract lines']) {
      expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByTestId('global-search-hint')).toHaveTextContent('Type at least 5 characters to search.');
  });

  it('sends nothing under 5 characters', async () => {
    const fetchMock = mockShell({ [`GET ${SEARCH}`]: () => json(results) });
    const { user, dialog } = await openSearch();
    await user.type(within(dialog).getByTestId('global-search-input'), 'Lisb');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(searchCalls(fetchMock)).toHaveLength(0);
    expect(within(dialog).getByTestId('global-search-hint')).toBeInTheDocument();
  });

  it('searches once 5 characters are typed, with every context as a repeated Contexts value', async () => {
    const fetchMock = mockShell({ [`GET ${SEARCH}`]: () => json(results) });
    const { user, dialog } = await openSearch();
    await user.type(within(dialog).getByTestId('global-search-input'), 'Lisboa');

    expect(await within(dialog).findByTestId('global-search-results')).toBeInTheDocument();
    const query = lastQuery(fetchMock, SEARCH);
    expect(query.getAll('Contexts')).toEqual(ALL_CONTEXTS);
    expect(query.get('search')).toBe('Lisboa');
    // Debounced: one call for the whole word.
    expect(searchCalls(fetchMock)).toHaveLength(1);
  });

  it('groups the results, hides empty groups, and offers downloads only for entries with a link', async () => {
    mockShell({ [`GET ${SEARCH}`]: () => json(results) });
    const { user, dialog } = await openSearch();
    await user.type(within(dialog).getByTestId('global-search-input'), 'Lisboa');

    const found = await within(dialog).findByTestId('global-search-results');
    expect(within(found).getByTestId('global-search-heading-currentAccounts')).toHaveAttribute('href', '/dashboard/CurrentAccount');
    expect(within(found).getByTestId('global-search-heading-searchDocuments')).toHaveAttribute('href', '/dashboard/SearchDocuments');
    expect(within(found).getByTestId('global-search-heading-trips')).toHaveAttribute('href', '/dashboard/Trips');
    expect(within(found).getByText('Folders')).toBeInTheDocument();
    expect(within(found).queryByText('Budgets')).not.toBeInTheDocument();
    expect(within(found).getByTestId('global-search-download-d1')).toHaveAccessibleName('Download FT 2026-10001 Lisboa boiler');
    expect(within(found).getByTestId('global-search-hit-l1')).toBeInTheDocument();
    expect(within(found).queryByTestId('global-search-download-l1')).not.toBeInTheDocument();
  });

  it('hides the groups that came back empty and says when nothing was found', async () => {
    let answer: unknown = { ...NONE, searchDocuments: [{ name: 'Folders', searchDocInfos: [] }], trips: [{ id: 't1', description: 'TR-1' }] };
    mockShell({ [`GET ${SEARCH}`]: () => json(answer) });
    const { user, dialog } = await openSearch();
    const input = within(dialog).getByTestId('global-search-input');
    await user.type(input, 'Porto1');

    await within(dialog).findByTestId('global-search-heading-trips');
    expect(within(dialog).queryByTestId('global-search-heading-currentAccounts')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('global-search-heading-searchDocuments')).not.toBeInTheDocument();

    answer = NONE;
    await user.type(input, '2');
    expect(await within(dialog).findByTestId('global-search-empty')).toHaveTextContent('No results.');
  });

  it('clears the results when the contexts change, and sends only those chosen', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const fetchMock = mockShell({
      [`GET ${SEARCH}`]: () => {
        calls += 1;
        if (calls === 1) return json(results);
        return new Promise<Response>((resolve) => {
          release = () => resolve(json({ ...results, currentAccounts: [] }));
        });
      },
    });
    const { user, dialog } = await openSearch();
    await user.type(within(dialog).getByTestId('global-search-input'), 'Lisboa');
    await within(dialog).findByTestId('global-search-results');

    await user.click(within(dialog).getByTestId('global-search-contexts'));
    await user.click(await screen.findByRole('option', { name: 'Current accounts' }));

    await waitFor(() => expect(within(dialog).queryByTestId('global-search-results')).not.toBeInTheDocument());
    expect(lastQuery(fetchMock, SEARCH).getAll('Contexts')).toEqual(ALL_CONTEXTS.filter((c) => c !== 'CCurrentAcc'));
    await act(async () => release?.());
    expect(await within(dialog).findByTestId('global-search-results')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('global-search-heading-currentAccounts')).not.toBeInTheDocument();
  });

  it('clears the results when the text drops under 5 characters', async () => {
    mockShell({ [`GET ${SEARCH}`]: () => json(results) });
    const { user, dialog } = await openSearch();
    const input = within(dialog).getByTestId('global-search-input');
    await user.type(input, 'Lisboa');
    await within(dialog).findByTestId('global-search-results');

    await user.type(input, '{Backspace}{Backspace}');
    expect(within(dialog).queryByTestId('global-search-results')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('global-search-hint')).toBeInTheDocument();
  });

  it('closes 200 ms after a result heading is clicked, having navigated to its page', async () => {
    mockShell({ [`GET ${SEARCH}`]: () => json(results) });
    const user = userEvent.setup({ delay: null });
    signInAs();
    const { router } = renderApp(['/dashboard/Home']);
    await user.click(await screen.findByTestId('global-search-open'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('global-search-input'), 'Lisboa');
    const heading = await within(dialog).findByTestId('global-search-heading-trips');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(heading);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Trips'));
  });

  it('links each trip, order and shipment to its record’s detail, and closes after one is clicked', async () => {
    mockShell({ [`GET ${SEARCH}`]: () => json(results) });
    const user = userEvent.setup({ delay: null });
    signInAs();
    const { router } = renderApp(['/dashboard/Home']);
    await user.click(await screen.findByTestId('global-search-open'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByTestId('global-search-input'), 'OR-2026-000012');

    const found = await within(dialog).findByTestId('global-search-results');
    expect(within(found).getByTestId('global-search-heading-orders')).toHaveAttribute('href', '/dashboard/Orders');
    expect(within(found).getByTestId('global-search-heading-shipments')).toHaveAttribute('href', '/dashboard/Transports');
    expect(within(found).getByRole('link', { name: 'TR-2026-5 Lisboa → Porto' })).toHaveAttribute('href', '/dashboard/Trips?open=t1');
    expect(within(found).getByRole('link', { name: 'EXP-2026-00012 · Lisboa → Porto' })).toHaveAttribute('href', '/dashboard/Transports?open=s1');
    // Current-account entries and documents stay plain text (documents have their download button).
    expect(within(found).queryByRole('link', { name: 'INV-1000 · Lisboa Centro' })).not.toBeInTheDocument();

    await user.click(within(found).getByRole('link', { name: 'OR-2026-000012 · Lisboa Centro' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard/Orders?open=o1'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Global Search' })).not.toBeInTheDocument());
  });

  it('closes with Cancel', async () => {
    mockShell();
    const { user, dialog } = await openSearch();
    await user.click(within(dialog).getByTestId('global-search-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
