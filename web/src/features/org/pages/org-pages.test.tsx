import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const staff = userVM({ roles: ['Backoffice'], companyName: null });
const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const PARTNER_ID = 'b0000000-0000-4000-8000-000000000001';
const SITE_ID = 'a0000000-0000-4000-8000-000000000001';

const company = {
  id: COMPANY_ID,
  code: 'LRG',
  name: 'Lusitania Retail Group',
  defaultPermissions: ['Dashboard'],
  partnerCount: 1,
  siteCount: 1,
  buildingCount: 2,
  contactCount: 4,
  createdAt: '2026-01-01T00:00:00Z',
};
const tree = [{ id: COMPANY_ID, name: company.name, code: 'LRG', defaultPermissions: ['Dashboard'], businessPartners: [{ id: PARTNER_ID, name: 'Lusitania Norte', customerNo: 'C10001', sites: [{ id: SITE_ID, name: 'Porto Baixa', code: 'POR1' }] }] }];
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 25 });
const conflict = (path: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, code: 'CONFLICT', errors: [{ path, message: 'taken' }] }), {
    status: 409,
    headers: { 'Content-Type': 'application/problem+json' },
  });

describe('companies (/dashboard/Companies)', () => {
  it('lists the companies with their counts and searches them on the server', async () => {
    const fetchMock = mockDashboard({ 'GET /api/companies': () => json(page([company])) }, staff);
    signInAs();
    renderApp(['/dashboard/Companies']);
    const user = userEvent.setup({ delay: null });

    const row = await screen.findByTestId('company-row-LRG');
    expect(within(row).getByText('Lusitania Retail Group')).toBeInTheDocument();
    expect(lastQuery(fetchMock, '/api/companies').get('sort')).toBe('name');

    await user.type(screen.getByTestId('companies-search'), 'lusi');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/companies').get('search')).toBe('lusi'));
  });

  it('creates a company with its default permissions and opens its page; a taken code is said on the field', async () => {
    let attempts = 0;
    const fetchMock = mockDashboard(
      {
        'GET /api/companies': () => json(page([])),
        'POST /api/companies': () => (++attempts === 1 ? conflict('code') : json({ ...company, code: 'NEW', name: 'New Co' }, 201)),
        [`GET /api/companies/${COMPANY_ID}`]: () => json({ ...company, code: 'NEW', name: 'New Co' }),
        [`GET /api/companies/${COMPANY_ID}/partners`]: () => json(page([])),
      },
      staff,
    );
    signInAs();
    renderApp(['/dashboard/Companies']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('companies-add'));
    const form = await screen.findByTestId('company-form');
    await user.type(within(form).getByTestId('company-form-code'), 'NEW');
    await user.type(within(form).getByTestId('company-form-name'), 'New Co');
    await user.click(within(form).getByTestId('company-form-permissions-Trips'));
    await user.click(within(form).getByTestId('company-form-permissions-Dashboard'));
    await user.click(within(form).getByTestId('company-form-submit'));

    expect(await within(form).findAllByText('Another company already has this code.')).not.toHaveLength(0);
    expect(sentBody(fetchMock, 'POST', '/api/companies')).toEqual({ code: 'NEW', name: 'New Co', defaultPermissions: ['Dashboard', 'Trips'] });

    await user.click(within(form).getByTestId('company-form-submit'));
    expect(await screen.findByTestId('company-page')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('New Co');
  });

  it('refuses a contact: the page shows no permission and asks the server for nothing', async () => {
    const fetchMock = mockDashboard({}, userVM({ roles: ['Customer'] }));
    signInAs();
    renderApp(['/dashboard/Companies']);

    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/companies'))).toBe(false);
  });
});

describe("a company's page (/dashboard/Companies/:id)", () => {
  const handlers = (extra = {}) => ({
    [`GET /api/companies/${COMPANY_ID}`]: () => json(company),
    [`GET /api/companies/${COMPANY_ID}/partners`]: () => json(page([{ id: PARTNER_ID, companyId: COMPANY_ID, customerNo: 'C10001', name: 'Lusitania Norte', vatNo: null, siteCount: 1, createdAt: company.createdAt }])),
    [`GET /api/companies/${COMPANY_ID}/sites`]: () =>
      json(
        page([
          {
            id: SITE_ID,
            companyId: COMPANY_ID,
            businessPartnerId: PARTNER_ID,
            businessPartnerName: 'Lusitania Norte',
            code: 'POR1',
            name: 'Porto Baixa',
            address: 'Rua de Santa Catarina 1',
            city: 'Porto',
            postalCode: '4000-001',
            country: 'PT',
            latitude: null,
            longitude: null,
            buildingCount: 2,
            createdAt: company.createdAt,
          },
        ]),
      ),
    'GET /api/org/companies': () => json(tree),
    ...extra,
  });

  it('shows the business partners, then the sites of one partner, and adds a site to it', async () => {
    const fetchMock = mockDashboard(handlers({ [`POST /api/companies/${COMPANY_ID}/sites`]: () => json({}, 201) }), staff);
    signInAs();
    renderApp([`/dashboard/Companies/${COMPANY_ID}`]);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('partner-row-C10001')).toBeInTheDocument();
    await user.click(screen.getByTestId('partner-sites-C10001'));
    expect(await screen.findByTestId('site-row-POR1')).toBeInTheDocument();
    expect(lastQuery(fetchMock, `/api/companies/${COMPANY_ID}/sites`).get('businessPartnerId')).toBe(PARTNER_ID);

    await user.click(screen.getByTestId('sites-add'));
    const form = await screen.findByTestId('site-form');
    await user.type(within(form).getByTestId('site-form-code'), 'POR2');
    await user.type(within(form).getByTestId('site-form-name'), 'Porto Boavista');
    await user.type(within(form).getByTestId('site-form-country'), 'pt');
    await user.click(within(form).getByTestId('site-form-submit'));

    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', `/api/companies/${COMPANY_ID}/sites`)).toEqual({
        businessPartnerId: PARTNER_ID,
        code: 'POR2',
        name: 'Porto Boavista',
        address: '',
        city: '',
        postalCode: '',
        country: 'PT',
        latitude: null,
        longitude: null,
      }),
    );
  });

  it('edits the code and name without sending the permissions, which have their own tab', async () => {
    const fetchMock = mockDashboard(handlers({ [`PUT /api/companies/${COMPANY_ID}`]: () => json({ ...company, name: 'Lusitania Retail' }) }), staff);
    signInAs();
    renderApp([`/dashboard/Companies/${COMPANY_ID}`]);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('company-edit'));
    const form = await screen.findByTestId('company-form');
    expect(within(form).queryByTestId('company-form-permissions')).not.toBeInTheDocument();
    const name = within(form).getByTestId('company-form-name');
    await user.clear(name);
    await user.type(name, 'Lusitania Retail');
    await user.click(within(form).getByTestId('company-form-submit'));

    await waitFor(() => expect(sentBody(fetchMock, 'PUT', `/api/companies/${COMPANY_ID}`)).toEqual({ code: 'LRG', name: 'Lusitania Retail' }));
  });

  it('saves the default sign-up permissions', async () => {
    const fetchMock = mockDashboard(handlers({ [`PUT /api/companies/${COMPANY_ID}/default-permissions`]: () => json({ ...company, defaultPermissions: ['Dashboard', 'Orders'] }) }), staff);
    signInAs();
    renderApp([`/dashboard/Companies/${COMPANY_ID}?tab=permissions`]);
    const user = userEvent.setup({ delay: null });

    const save = await screen.findByTestId('default-permissions-save');
    expect(save).toBeDisabled();
    expect(screen.getByTestId('default-permissions-editor-Dashboard')).toBeChecked();
    await user.click(screen.getByTestId('default-permissions-editor-Orders'));
    await user.click(save);

    await waitFor(() => expect(sentBody(fetchMock, 'PUT', `/api/companies/${COMPANY_ID}/default-permissions`)).toEqual({ defaultPermissions: ['Dashboard', 'Orders'] }));
    expect(await screen.findByText('Permissions were updated successfully')).toBeInTheDocument();
  });

  it('sets the company’s own Power BI report for an Admin, both ids or neither', async () => {
    const WORKSPACE = '5e8c0d6b-2f7a-4293-be4f-5a6b7c8d9e0f';
    const REPORT = '6f9d1e7c-3a8b-43a4-8f5a-6b7c8d9e0f1a';
    const url = `/api/settings/reports/companies/${COMPANY_ID}`;
    const fetchMock = mockDashboard(
      handlers({ [`GET ${url}`]: () => json({ workspaceId: '', reportId: '' }), [`PUT ${url}`]: (init?: RequestInit) => json(JSON.parse(String(init?.body))) }),
      userVM({ roles: ['Admin'], companyName: null }),
    );
    signInAs();
    renderApp([`/dashboard/Companies/${COMPANY_ID}?tab=power-bi`]);
    const user = userEvent.setup({ delay: null });

    const workspace = await screen.findByTestId('company-power-bi-workspaceId');
    expect(screen.getByText('Shows the report of the settings.')).toBeInTheDocument();
    await user.type(workspace, WORKSPACE);
    await user.click(screen.getByTestId('company-power-bi-save'));
    expect(await screen.findByTestId('company-power-bi-error')).toHaveTextContent('Enter both ids as GUIDs');
    await user.type(screen.getByTestId('company-power-bi-reportId'), REPORT);
    await user.click(screen.getByTestId('company-power-bi-save'));

    await waitFor(() => expect(sentBody(fetchMock, 'PUT', url)).toEqual({ workspaceId: WORKSPACE, reportId: REPORT }));
    expect(await screen.findByText('Power BI report saved.')).toBeInTheDocument();
  });

  it("shows the API keys and webhooks in a tab of their own, the company's, apart from single sign-on", async () => {
    const hook = { id: 'w1', companyId: COMPANY_ID, url: 'https://hooks.lusitania.example/hub', events: ['order.status_changed'], active: true, disabledReason: null, consecutiveFailures: 0, allowPrivateNetwork: false, createdBy: null, createdAt: company.createdAt, updatedAt: company.createdAt };
    const fetchMock = mockDashboard(
      handlers({
        [`GET /api/companies/${COMPANY_ID}/sso`]: () => json(null),
        [`GET /api/companies/${COMPANY_ID}/api-keys`]: () => json({ items: [] }),
        [`GET /api/companies/${COMPANY_ID}/webhooks`]: () => json({ subscriptions: [hook] }),
      }),
      staff,
    );
    signInAs();
    renderApp([`/dashboard/Companies/${COMPANY_ID}?tab=sso`]);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('sso-company-card')).toBeInTheDocument();
    expect(screen.queryByTestId('api-keys-section')).not.toBeInTheDocument();
    expect(screen.queryByTestId('webhooks-section')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('company-tab-api'));
    expect(await screen.findByTestId('api-keys-section')).toBeInTheDocument();
    expect(await within(screen.getByTestId('webhooks-section')).findByTestId('webhook-url-text')).toHaveTextContent(hook.url);
    expect(screen.queryByTestId('sso-company-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('api-keys-docs-link')).toHaveAttribute('href', '/Connect');
    expect(screen.getByTestId('webhooks-docs-link')).toHaveAttribute('href', '/Connect');
    expect(fetchMock.mock.calls.some(([u]) => String(u).split('?')[0]!.endsWith('/api/webhooks'))).toBe(false);
  });

  it('shows no Power BI tab to Backoffice, even when the address asks for it', async () => {
    const fetchMock = mockDashboard(handlers(), staff);
    signInAs();
    renderApp([`/dashboard/Companies/${COMPANY_ID}?tab=power-bi`]);

    expect(await screen.findByTestId('company-tab-partners')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('company-tab-power-bi')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/settings/reports'))).toBe(false);
  });
});

describe('buildings (/dashboard/Buildings)', () => {
  it('lists buildings filtered by company and adds one to a site', async () => {
    const building = {
      id: 'd0000000-0000-4000-8000-000000000001',
      code: 'B-1',
      name: 'Cold store',
      companyId: COMPANY_ID,
      companyName: company.name,
      siteId: SITE_ID,
      siteName: 'Porto Baixa',
      siteCode: 'POR1',
      businessPartnerName: 'Lusitania Norte',
      syncedAt: null,
      createdAt: company.createdAt,
    };
    const fetchMock = mockDashboard(
      { 'GET /api/buildings': () => json(page([building])), 'GET /api/org/companies': () => json(tree), 'POST /api/buildings': () => json(building, 201) },
      staff,
    );
    signInAs();
    renderApp(['/dashboard/Buildings']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('building-row-B-1')).toHaveTextContent('Porto Baixa (POR1)');
    await waitFor(() => expect(within(screen.getByTestId('buildings-company')).getByText(company.name)).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId('buildings-company'), COMPANY_ID);
    await waitFor(() => expect(lastQuery(fetchMock, '/api/buildings').get('companyId')).toBe(COMPANY_ID));

    await user.click(screen.getByTestId('buildings-add'));
    const form = await screen.findByTestId('building-form');
    await user.click(within(form).getByTestId('building-form-site'));
    await user.click(await screen.findByRole('option', { name: /Porto Baixa/ }));
    await user.type(within(form).getByTestId('building-form-code'), 'B-2');
    await user.type(within(form).getByTestId('building-form-name'), 'Offices');
    await user.click(within(form).getByTestId('building-form-submit'));

    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/buildings')).toEqual({ siteId: SITE_ID, code: 'B-2', name: 'Offices' }));
  });

  const RUN_ID = 'e0000000-0000-4000-8000-000000000001';
  const runOf = (status: string, extra: object = {}) => ({
    id: RUN_ID,
    connector: 'odata',
    status,
    dryRun: false,
    fileId: null,
    fileName: null,
    startedByName: 'staff',
    createdAt: company.createdAt,
    startedAt: company.createdAt,
    finishedAt: status === 'running' ? null : company.createdAt,
    total: null,
    done: 12,
    counts: {},
    errorCount: 0,
    failure: null,
    errors: [],
    ...extra,
  });

  it('syncs the buildings from Business Central: the organisation only, progress while it runs, the counts when it ends, then the list again', async () => {
    let polls = 0;
    const fetchMock = mockDashboard(
      {
        'GET /api/buildings': () => json(page([])),
        'GET /api/org/companies': () => json(tree),
        'POST /api/sync/runs': () => json({ id: RUN_ID, status: 'queued' }, 202),
        [`GET /api/sync/runs/${RUN_ID}`]: () =>
          json(++polls < 2 ? runOf('running') : runOf('succeeded', { counts: { buildings: { created: 3, updated: 1, unchanged: 5, failed: 0 } } })),
      },
      staff,
    );
    signInAs();
    renderApp(['/dashboard/Buildings']);
    const user = userEvent.setup({ delay: null });

    await screen.findByText('No buildings match these filters.');
    const listedBefore = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/buildings')).length;
    await user.click(await screen.findByTestId('buildings-sync'));
    await waitFor(() => expect(sentBody(fetchMock, 'POST', '/api/sync/runs')).toEqual({ connector: 'odata', dryRun: false, entities: ['companies', 'businessPartners', 'sites', 'buildings'] }));
    expect(await screen.findByTestId('buildings-sync-progress')).toHaveTextContent('12 records read');
    expect(await screen.findByText(/Buildings synced: 3 new, 1 changed, 0 not imported/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('buildings-sync-progress')).not.toBeInTheDocument();
    // The list is read again once the run has ended.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/buildings')).length).toBeGreaterThan(listedBefore));
  });

  it('says where the Business Central connection is set up when it is not', async () => {
    mockDashboard(
      {
        'GET /api/buildings': () => json(page([])),
        'GET /api/org/companies': () => json(tree),
        'POST /api/sync/runs': () =>
          new Response(JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409, code: 'CONFLICT', reason: 'NOT_CONFIGURED' }), {
            status: 409,
            headers: { 'Content-Type': 'application/problem+json' },
          }),
      },
      staff,
    );
    signInAs();
    renderApp(['/dashboard/Buildings']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('buildings-sync'));
    expect(await screen.findByTestId('buildings-sync-not-configured')).toHaveTextContent('An administrator sets it up in Settings');
  });
});
