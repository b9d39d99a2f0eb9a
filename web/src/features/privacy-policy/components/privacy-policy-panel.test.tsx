import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n/i18n';
import { lastQuery, mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import '../../../../test/editor-dom';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const staff = userVM({ roles: ['Backoffice'] });
const ID1 = '11111111-1111-4111-8111-111111111111';
const ID2 = '22222222-2222-4222-8222-222222222222';

const version = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  version: 1,
  language: 'en-US',
  title: 'Privacy policy',
  text: '<p>We keep <strong>your data</strong> safe.</p>',
  encrypted: false,
  effectiveAt: '2026-11-01T00:00:00.000Z',
  expiresAt: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  editable: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const page = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 20 });
const DECIDED = version(ID1);
const DRAFT = version(ID2, { version: 2, title: 'Privacy policy v2', publishedAt: null, editable: true });

function open(path = '/dashboard/ContentManagement?tab=privacy', handlers: Parameters<typeof mockDashboard>[0] = {}) {
  return openApp(path, handlers).fetchMock;
}

function openApp(path: string, handlers: Parameters<typeof mockDashboard>[0] = {}) {
  const fetchMock = mockDashboard({ 'GET /api/privacy-policies': () => page([DRAFT, DECIDED]), ...handlers }, staff);
  signInAs();
  const { router } = renderApp([path]);
  return { fetchMock, router };
}

const ACCEPTANCE = { id: '1', userId: ID1, userName: 'carla', fullName: 'Carla Sousa', email: 'carla@example.test', companyName: 'Lusitania Retail Group', policyId: ID1, policyVersion: 1, language: 'en-US', accepted: false, ipAddress: '127.0.0.1', at: '2026-11-24T10:00:00.000Z' };

describe('content management: privacy policy', () => {
  it('lists the versions; a decided one has no edit or delete, a draft has both', async () => {
    open();
    const rows = await screen.findAllByTestId('policy-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Decided')).toBeInTheDocument();
    expect(screen.queryByTestId(`policy-edit-${ID1}`)).not.toBeInTheDocument();
    expect(screen.queryByTestId(`policy-delete-${ID1}`)).not.toBeInTheDocument();
    expect(screen.getByTestId(`policy-edit-${ID2}`)).toBeInTheDocument();
    expect(screen.getByTestId(`policy-unpublish-${ID1}`)).toBeInTheDocument();
  });

  it('publishes a draft after saying everyone will have to decide it', async () => {
    const fetchMock = open('/dashboard/ContentManagement?tab=privacy', { 'POST /api/privacy-policies/22222222-2222-4222-8222-222222222222/publish': () => json({ ...DRAFT, publishedAt: '2026-11-24T00:00:00.000Z' }) });
    await userEvent.click(await screen.findByTestId(`policy-publish-${ID2}`));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(`/${ID2}/publish`) && init?.method === 'POST')).toBe(true));
  });

  it('deletes a draft after "Are you sure you want to delete this item?"', async () => {
    const fetchMock = open('/dashboard/ContentManagement?tab=privacy', { [`DELETE /api/privacy-policies/${ID2}`]: () => new Response(null, { status: 204 }) });
    await userEvent.click(await screen.findByTestId(`policy-delete-${ID2}`));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(`/api/privacy-policies/${ID2}`) && init?.method === 'DELETE')).toBe(true));
  });

  it('previews the text as readers will see it', async () => {
    open();
    await userEvent.click(await screen.findByTestId(`policy-preview-${ID1}`));
    expect((await screen.findByTestId('rich-text-preview')).innerHTML).toBe(DECIDED.text);
  });

  it('creates a version with the editor, and shows the server\'s refusal', async () => {
    const fetchMock = open('/dashboard/ContentManagement?tab=privacy', { 'POST /api/privacy-policies': () => problem('VALIDATION_FAILED', 400) });
    await userEvent.click(await screen.findByTestId('policy-new'));
    const dialog = await screen.findByRole('dialog', { name: 'New privacy policy version' });
    await userEvent.click(within(dialog).getByTestId('policy-save'));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);

    await userEvent.type(within(dialog).getByTestId('policy-title'), 'Privacy v3');
    const editor = within(dialog).getByRole('textbox', { name: /^Text/ });
    await userEvent.click(editor);
    // jsdom lays nothing out, so ProseMirror may drop a typed key: the HTML's shape is what matters here.
    await userEvent.type(editor, 'Data');
    await userEvent.click(within(dialog).getByTestId('policy-save'));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/privacy-policies')).toMatchObject({ language: 'en-US', title: 'Privacy v3', text: expect.stringMatching(/^<p>D.+<\/p>$/), encrypted: false, expiresAt: null }));
    expect(await within(dialog).findByText('Some of the data sent is not valid. Check it and try again.')).toBeInTheDocument();
  });

  it('filters the acceptances and keeps the view in the URL', async () => {
    const fetchMock = open('/dashboard/ContentManagement?tab=privacy&view=acceptances', {
      'GET /api/privacy-policies/acceptances': () =>
        page([{ id: '1', userId: ID1, userName: 'carla', email: 'carla@example.test', policyId: ID1, policyVersion: 1, language: 'en-US', accepted: false, ipAddress: '127.0.0.1', at: '2026-11-24T10:00:00.000Z' }]),
    });
    expect(await screen.findByTestId('acceptance-row')).toHaveTextContent('Declined');
    await userEvent.selectOptions(screen.getByTestId('acceptance-filter-accepted'), 'false');
    await userEvent.type(screen.getByTestId('acceptance-filter-search'), 'carla');
    await waitFor(() => {
      const query = lastQuery(fetchMock, '/api/privacy-policies/acceptances');
      expect(query.get('accepted')).toBe('false');
      expect(query.get('search')).toBe('carla');
    });
    expect(screen.getByTestId('acceptance-export-csv')).toBeInTheDocument();
  });

  it('keeps the acceptance filters and page in the URL, and reads them back from it', async () => {
    const { fetchMock, router } = openApp('/dashboard/ContentManagement?tab=privacy&view=acceptances', {
      'GET /api/privacy-policies/acceptances': () => json({ items: [ACCEPTANCE], total: 45, page: 1, pageSize: 20 }),
    });
    await screen.findByTestId('acceptance-row');
    await userEvent.selectOptions(screen.getByTestId('acceptance-filter-language'), 'pt-PT');
    await userEvent.type(screen.getByTestId('acceptance-filter-version'), '3');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('version')).toBe('3'));
    const url = new URLSearchParams(router.state.location.search);
    expect(url.get('tab')).toBe('privacy');
    expect(url.get('view')).toBe('acceptances');
    expect(url.get('language')).toBe('pt-PT');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/privacy-policies/acceptances').get('language')).toBe('pt-PT'));

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('language')).toBe('pt-PT');
    // A new filter starts again at page 1.
    await userEvent.selectOptions(screen.getByTestId('acceptance-filter-accepted'), 'true');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('accepted')).toBe('true'));
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
  });

  it('opens the acceptances with the filters and page of the URL, days from 00:00 to 23:59:59.999 where the reader is', async () => {
    const { fetchMock } = openApp('/dashboard/ContentManagement?tab=privacy&view=acceptances&accepted=false&search=carla&from=2026-11-24&to=2026-11-25&page=2', {
      'GET /api/privacy-policies/acceptances': () => json({ items: [ACCEPTANCE], total: 45, page: 2, pageSize: 20 }),
    });
    await screen.findByTestId('acceptance-row');
    const query = lastQuery(fetchMock, '/api/privacy-policies/acceptances');
    expect(query.get('accepted')).toBe('false');
    expect(query.get('search')).toBe('carla');
    expect(query.get('page')).toBe('2');
    expect(query.get('from')).toBe(new Date(2026, 10, 24, 0, 0, 0, 0).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 10, 25, 23, 59, 59, 999).toISOString());
    expect(screen.getByTestId('acceptance-filter-accepted')).toHaveValue('false');
    expect(screen.getByTestId('acceptance-filter-search')).toHaveValue('carla');
  });

  it('counts each version\'s decisions and exports one version, or all, as CSV or XLSX in the reader\'s language and zone', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:export'), configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const summary = {
      versions: [
        { version: 2, languages: ['en-US'], published: false, accepted: 0, declined: 0, undecided: null },
        { version: 1, languages: ['es-ES', 'pt-PT'], published: true, accepted: 1234, declined: 5, undecided: 17 },
      ],
    };
    const file = (name: string) => () => new Response('x', { headers: { 'Content-Disposition': `attachment; filename="${name}"`, 'x-export-truncated': 'false' } });
    const fetchMock = open('/dashboard/ContentManagement?tab=privacy&view=acceptances', {
      'GET /api/privacy-policies/acceptances': () => page([ACCEPTANCE]),
      'GET /api/privacy-policies/acceptances/summary': () => json(summary),
      'GET /api/privacy-policies/acceptances/export': file('privacy-policy-acceptances-version-1.xlsx'),
    });
    const table = await screen.findByRole('table', { name: i18n.t('policyAcceptances.countsTitle') });
    const rows = within(table).getAllByTestId('policy-counts-row');
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['es-ES, pt-PT', '1,234', '5', '17', '']);
    expect(within(rows[0]!).getByText(i18n.t('policyAcceptances.notPublished'))).toBeInTheDocument();

    const exportCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/privacy-policies/acceptances/export'));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('policyAcceptances.exportXlsxOf', { version: 1 }) }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const one = new URLSearchParams(exportCalls()[0]!.split('?')[1]);
    expect(Object.fromEntries(one)).toEqual({ format: 'xlsx', version: '1', fileLanguage: 'en-US', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });

    await userEvent.click(screen.getByRole('button', { name: i18n.t('policyAcceptances.exportAllCsv') }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const all = new URLSearchParams(exportCalls()[1]!.split('?')[1]);
    expect(all.get('format')).toBe('csv');
    expect(all.has('version')).toBe(false);

    // The list's own export keeps its filters.
    await userEvent.selectOptions(screen.getByTestId('acceptance-filter-accepted'), 'false');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/privacy-policies/acceptances').get('accepted')).toBe('false'));
    await userEvent.click(screen.getByTestId('acceptance-export-xlsx'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(3));
    const filtered = new URLSearchParams(exportCalls()[2]!.split('?')[1]);
    expect([filtered.get('format'), filtered.get('accepted')]).toEqual(['xlsx', 'false']);
    click.mockRestore();
  });
});
