import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const REQUEST_ID = '5b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8';
const staff = userVM({ roles: ['Backoffice'], companyName: null });

const pending = {
  id: REQUEST_ID,
  name: 'Rita Lopes',
  email: 'rita.lopes@example.com',
  phone: '+351 912 000 000',
  company: 'Lusitania Retail',
  presentation: 'Facilities manager at the Porto stores',
  language: 'pt-PT',
  status: 'Pending',
  createdAt: '2025-03-01T09:00:00Z',
  decidedAt: null,
};

const companies = [
  {
    id: 'c0000000-0000-4000-8000-000000000001',
    name: 'Lusitania Retail Group',
    code: 'LRG',
    businessPartners: [
      {
        id: 'b0000000-0000-4000-8000-000000000001',
        name: 'Lusitania Norte',
        customerNo: 'C10001',
        sites: [
          { id: 'a0000000-0000-4000-8000-000000000001', name: 'Porto Baixa', code: 'POR1' },
          { id: 'a0000000-0000-4000-8000-000000000002', name: 'Matosinhos', code: 'MAT1' },
        ],
      },
    ],
  },
  { id: 'c0000000-0000-4000-8000-000000000002', name: 'Iberia Logistics', code: 'IBL', businessPartners: [] },
];

function mockStaffApi(handlers: Parameters<typeof mockDashboard>[0] = {}) {
  return mockDashboard(
    {
      'GET /api/access-requests': () => json({ items: [pending], total: 1, page: 1, pageSize: 20 }),
      'GET /api/org/companies': () => json(companies),
      ...handlers,
    },
    staff,
  );
}

/** Staff open My messages (the approve call answered) and the approve form of the request. */
async function openApproveForm() {
  const fetchMock = mockStaffApi({
    [`POST /api/access-requests/${REQUEST_ID}/approve`]: () => json({ contactId: 'contact-1' }),
  });
  signInAs();
  renderApp(['/dashboard/AccessRequests']);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByTestId('request-approve'));
  return { fetchMock, user, form: await screen.findByTestId('approve-form') };
}

describe('notifications page (/dashboard/AccessRequests)', () => {
  it('lists the pending access requests for staff, and filters by status', async () => {
    const fetchMock = mockStaffApi();
    signInAs();
    renderApp(['/dashboard/AccessRequests']);
    const user = userEvent.setup({ delay: null });

    const table = await screen.findByTestId('access-requests');
    expect(await within(table).findByText('Rita Lopes')).toBeInTheDocument();
    expect(within(table).getByText('Facilities manager at the Porto stores')).toBeInTheDocument();
    expect(lastQuery(fetchMock, '/api/access-requests').get('status')).toBe('Pending');
    expect(lastQuery(fetchMock, '/api/access-requests').get('page')).toBe('1');

    await user.selectOptions(screen.getByTestId('access-requests-status'), 'Rejected');

    await waitFor(() => expect(lastQuery(fetchMock, '/api/access-requests').get('status')).toBe('Rejected'));
  });

  it('approves with the chosen node: company, business partner and site', async () => {
    const { fetchMock, user, form } = await openApproveForm();
    expect(within(form).getByTestId('approve-username')).toHaveValue('rita.lopes');
    expect(within(form).getByTestId('approve-language')).toHaveValue('pt-PT');
    expect(within(form).getByTestId('approve-partner')).toBeDisabled();

    await user.selectOptions(within(form).getByTestId('approve-company'), companies[0]?.id ?? '');
    await user.selectOptions(within(form).getByTestId('approve-partner'), 'b0000000-0000-4000-8000-000000000001');
    await user.selectOptions(within(form).getByTestId('approve-site'), 'a0000000-0000-4000-8000-000000000002');
    await user.click(within(form).getByTestId('approve-submit'));

    await waitFor(() => expect(screen.queryByTestId('approve-form')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'POST', `/api/access-requests/${REQUEST_ID}/approve`)).toEqual({
      companyId: 'c0000000-0000-4000-8000-000000000001',
      treeNodeKind: 'site',
      treeNodeId: 'a0000000-0000-4000-8000-000000000002',
      userName: 'rita.lopes',
      language: 'pt-PT',
    });
  });

  it('approves at company level when no partner is chosen, and needs a company', async () => {
    const { fetchMock, user, form } = await openApproveForm();
    await user.click(within(form).getByTestId('approve-submit'));
    expect(within(form).getByText('Choose the company of the new contact.')).toBeInTheDocument();

    await user.selectOptions(within(form).getByTestId('approve-company'), 'c0000000-0000-4000-8000-000000000002');
    await user.clear(within(form).getByTestId('approve-username'));
    await user.type(within(form).getByTestId('approve-username'), 'rita');
    await user.click(within(form).getByTestId('approve-submit'));

    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', `/api/access-requests/${REQUEST_ID}/approve`)).toMatchObject({
        companyId: 'c0000000-0000-4000-8000-000000000002',
        treeNodeKind: 'company',
        treeNodeId: 'c0000000-0000-4000-8000-000000000002',
        userName: 'rita',
      }),
    );
  });

  it('translates a refused approval', async () => {
    mockStaffApi({ [`POST /api/access-requests/${REQUEST_ID}/approve`]: () => problem('CONFLICT', 409) });
    signInAs();
    renderApp(['/dashboard/AccessRequests']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('request-approve'));
    const form = await screen.findByTestId('approve-form');
    await user.selectOptions(within(form).getByTestId('approve-company'), 'c0000000-0000-4000-8000-000000000002');
    await user.click(within(form).getByTestId('approve-submit'));

    expect(await within(form).findByTestId('approve-error')).toHaveTextContent('This action conflicts with the current state.');
  });

  it('rejects only after confirmation', async () => {
    const fetchMock = mockStaffApi({ [`POST /api/access-requests/${REQUEST_ID}/reject`]: () => json({ rejected: true }) });
    signInAs();
    renderApp(['/dashboard/AccessRequests']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('request-reject'));
    const dialog = await screen.findByTestId('reject-dialog');
    expect(dialog).toHaveTextContent('Rita Lopes');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/reject'))).toBe(false);
    await user.click(within(dialog).getByTestId('reject-dialog-confirm'));

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === `/api/access-requests/${REQUEST_ID}/reject`)).toBe(true));
  });

  it('is closed to customers, without asking for access requests', async () => {
    const fetchMock = mockDashboard({});
    signInAs();
    renderApp(['/dashboard/AccessRequests']);

    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/access-requests'))).toBe(false);
  });
});
