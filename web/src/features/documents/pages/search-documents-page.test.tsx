import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';
import { doc, documentsPage, SECTIONS, stubDownloads } from './documents-test-data';

const customer = userVM({ permissions: ['SearchDocuments', 'Folders', 'IncidenceReports'], checkedSidebarVis: ['SearchDocsTab'] });
const ORIGINAL_MATCH_MEDIA = window.matchMedia;
afterEach(() => {
  window.matchMedia = ORIGINAL_MATCH_MEDIA;
});

function mockDocumentsApi(handlers: Parameters<typeof mockDashboard>[0] = {}) {
  return mockDashboard(
    {
      'GET /api/documents/sections': () => json(SECTIONS.filter((s) => ['Budgets', 'Folders', 'IncidenceReports', 'Invoices'].includes(s.section))),
      'GET /api/documents': () => documentsPage([doc(1), doc(2)]),
      ...handlers,
    },
    customer,
  );
}

describe('search documents (/dashboard/SearchDocuments)', () => {
  it('shows the allowed sections as tabs in the spec order, without Invoices, and lists the first', async () => {
    const fetchMock = mockDocumentsApi();
    signInAs();
    renderApp(['/dashboard/SearchDocuments']);

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('data-testid'))).toEqual(['docs-tab-Budgets', 'docs-tab-Folders', 'docs-tab-IncidenceReports']);
    expect(screen.getByTestId('docs-tab-Budgets')).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByTestId('docs-row-d1');
    expect(row).toHaveTextContent('FT 2026-10001');
    expect(row).toHaveTextContent('Lusitania Retail · Lisboa Centro');
    expect(row).toHaveTextContent('1.5 MB');
    expect(Object.fromEntries(lastQuery(fetchMock, '/api/documents'))).toEqual({
      section: 'Budgets',
      page: '1',
      pageSize: '25',
      sort: 'documentDate',
      direction: 'desc',
    });
  });

  it('opens the tab named in the URL and keeps the chosen tab there', async () => {
    const fetchMock = mockDocumentsApi();
    signInAs();
    const { router } = renderApp(['/dashboard/SearchDocuments?section=Folders']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('docs-tab-Folders')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/documents').get('section')).toBe('Folders'));

    await user.click(screen.getByTestId('docs-tab-IncidenceReports'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/documents').get('section')).toBe('IncidenceReports'));
    expect(router.state.location.search).toBe('?section=IncidenceReports');
  });

  it('sends search, type and dates, sorts by a header, and offers only the types of the open section', async () => {
    const fetchMock = mockDocumentsApi();
    signInAs();
    renderApp(['/dashboard/SearchDocuments?section=Folders']);
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('docs-row-d1');

    const typeSelect = screen.getByTestId('docs-filter-type');
    expect(within(typeSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Folder', 'Technical folder']);
    await user.selectOptions(typeSelect, 'FOLDER');
    await user.type(screen.getByTestId('docs-from'), '2026-01-01');
    await user.type(screen.getByTestId('docs-to'), '2026-06-30');
    await user.type(screen.getByTestId('docs-search'), 'boiler');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/documents').get('search')).toBe('boiler'));
    const query = lastQuery(fetchMock, '/api/documents');
    expect(query.get('type')).toBe('FOLDER');
    expect(query.get('from')).toBe('2026-01-01');
    expect(query.get('to')).toBe('2026-06-30');

    await user.click(within(screen.getByRole('columnheader', { name: /Size/ })).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock, '/api/documents').get('sort')).toBe('size'));
    expect(lastQuery(fetchMock, '/api/documents').get('direction')).toBe('asc');
  });

  it('downloads one document: link, then the file saved under the name after the last backslash', async () => {
    const click = stubDownloads();
    const fetchMock = mockDocumentsApi({
      'GET /api/documents/download-link/d2': () => json('hub\\signed\\FT 2026-10002.pdf'),
      'GET /api/Common/DownloadFile': () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    signInAs();
    renderApp(['/dashboard/SearchDocuments']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('docs-download-d2'));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('FT 2026-10002.pdf');
    expect(lastQuery(fetchMock, '/api/Common/DownloadFile').get('FilePath')).toBe('hub\\signed\\FT 2026-10002.pdf');
  });

  it('tells why a download failed', async () => {
    stubDownloads();
    mockDocumentsApi({
      'GET /api/documents/download-link/d1': () => json('hub\\x\\a.pdf'),
      'GET /api/Common/DownloadFile': () => problem('FILE_REFERENCE_EXPIRED', 410),
    });
    signInAs();
    renderApp(['/dashboard/SearchDocuments']);
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('docs-download-d1'));
    expect(await screen.findByText('This download link has expired. Download the document again.')).toBeInTheDocument();
  });

  it('downloads the selected documents as one ZIP and clears the selection when a filter or the tab changes', async () => {
    const click = stubDownloads();
    let zipIds: unknown;
    mockDocumentsApi({
      'POST /api/documents/zip-link': (init) => {
        zipIds = JSON.parse(String(init?.body)).ids;
        return json('hub\\z\\documents.zip');
      },
      'GET /api/Common/DownloadFile': () => new Response('PK'),
    });
    signInAs();
    renderApp(['/dashboard/SearchDocuments']);
    const user = userEvent.setup({ delay: null });

    const zip = await screen.findByTestId('docs-download-zip');
    expect(zip).toBeDisabled();
    await user.click(await screen.findByTestId('docs-select-d1'));
    await user.click(screen.getByTestId('docs-select-d2'));
    expect(zip).toHaveTextContent('Download selected (2)');
    await user.click(zip);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(zipIds).toEqual(['d1', 'd2']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('documents.zip');

    await user.type(screen.getByTestId('docs-search'), 'x');
    await waitFor(() => expect(screen.getByTestId('docs-download-zip')).toHaveTextContent('Download selected (0)'));
    expect(screen.getByTestId('docs-select-d1')).not.toBeChecked();

    await user.click(screen.getByTestId('docs-select-page'));
    expect(screen.getByTestId('docs-download-zip')).toHaveTextContent('Download selected (2)');
    await user.click(screen.getByTestId('docs-tab-Folders'));
    await waitFor(() => expect(screen.getByTestId('docs-download-zip')).toHaveTextContent('Download selected (0)'));
  });

  it('shows an empty state', async () => {
    mockDocumentsApi({ 'GET /api/documents': () => documentsPage([]) });
    signInAs();
    renderApp(['/dashboard/SearchDocuments']);
    expect(await screen.findByTestId('docs-table-empty')).toHaveTextContent('No documents match these filters.');
  });

  it('shows the no-permission state when the sections are refused', async () => {
    mockDashboard({ 'GET /api/documents/sections': () => problem('FORBIDDEN', 403) }, userVM());
    signInAs();
    renderApp(['/dashboard/SearchDocuments']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });

  it('shows the no-permission state when a section is refused', async () => {
    mockDocumentsApi({ 'GET /api/documents': () => problem('FORBIDDEN', 403) });
    signInAs();
    renderApp(['/dashboard/SearchDocuments']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });

  it('shows cards on phones, with the same selection and download controls', async () => {
    window.matchMedia = ((query: string) => ({ ...ORIGINAL_MATCH_MEDIA(query), matches: query.includes('max-width: 767px') })) as typeof window.matchMedia;
    mockDocumentsApi();
    signInAs();
    renderApp(['/dashboard/SearchDocuments']);

    const card = await screen.findByTestId('docs-row-d1');
    expect(card).toHaveAttribute('role', 'listitem');
    expect(within(card).getByTestId('docs-select-d1')).toBeInTheDocument();
    expect(within(card).getByTestId('docs-download-d1')).toHaveAccessibleName('Download FT 2026-10001');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
