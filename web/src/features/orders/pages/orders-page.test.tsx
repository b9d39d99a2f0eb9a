import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '@customer-hub/contract/permissions';
import { lastQuery, mockDashboard, sentBody, STAFF_COMPANIES, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';
import { localToday } from '@/lib/format';

const contact = (permissions: Permission[]) => userVM({ permissions });

const order = {
  id: '11111111-1111-4111-8111-111111111111',
  orderNo: 'ORD-0001',
  orderDate: '2025-03-01',
  documentType: 'Service',
  status: 'Confirming',
  confirmation: null,
  unitOfMeasure: 'Hour',
  quantity: 4,
  teamId: null,
  teamName: 'Team Alpha',
  workLocation: 'Building A, floor 2',
  requestedTaskDate: '2099-05-10',
  taskDate: null,
  requestNo: 'REQ-9',
  tourNo: null,
  businessPartnerId: 'bp1',
  businessPartnerName: 'Lusitania Retail',
  siteId: 's1',
  siteName: 'Lisboa Centro',
  createdAt: '2025-03-01T09:00:00Z',
  allowedActions: ['cancel'],
  cancelDeadline: '2099-05-08T00:00:00Z',
};
const detail = { ...order, history: [{ id: 'h1', fromStatus: null, toStatus: 'Confirming', at: '2025-03-01T09:00:00Z', note: null, byName: 'Ana Silva' }] };
const list = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 25 });
const formOptions = () =>
  json({
    sites: [
      { id: '22222222-2222-4222-8222-222222222222', code: 'LIS', name: 'Lisboa Centro', city: 'Lisboa', businessPartnerId: 'bp1', businessPartnerName: 'Lusitania Retail', own: false },
      { id: '33333333-3333-4333-8333-333333333333', code: 'OPO', name: 'Porto Norte', city: 'Porto', businessPartnerId: 'bp1', businessPartnerName: 'Lusitania Retail', own: false },
    ],
    teams: [
      { id: '44444444-4444-4444-8444-444444444444', name: 'Team Alpha', businessPartnerId: 'bp1', siteId: '33333333-3333-4333-8333-333333333333', shift: 'Day', speciality: '' },
      { id: '66666666-6666-4666-8666-666666666666', name: 'Team Lisboa', businessPartnerId: 'bp1', siteId: '22222222-2222-4222-8222-222222222222', shift: 'Day', speciality: '' },
    ],
  });

describe('orders (/dashboard/Orders)', () => {
  it('lists orders with translated status and filters by status', async () => {
    const fetchMock = mockDashboard({ 'GET /api/orders': () => list([order]) }, contact(['Orders']));
    signInAs();
    renderApp(['/dashboard/Orders']);
    const user = userEvent.setup({ delay: null });

    const row = await screen.findByTestId('order-row');
    expect(row).toHaveTextContent('ORD-0001');
    expect(row).toHaveTextContent('Confirming');
    expect(row).toHaveTextContent('4 Hours');

    await user.selectOptions(screen.getByTestId('orders-filter-status'), 'Cancelled');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/orders').get('status')).toBe('Cancelled'));
    // A contact's orders are all their company's: no company to show or choose.
    expect(screen.queryByTestId('orders-filter-company')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.getByText('Your work orders and where each one stands.')).toBeInTheDocument();
  });

  it('shows staff whose each order is, in their own words, and narrows the list to one company', async () => {
    const [, iberia] = STAFF_COMPANIES;
    const fetchMock = mockDashboard(
      { 'GET /api/orders': () => list([{ ...order, companyName: 'Lusitania Retail Group' }]), 'GET /api/org/companies': () => json(STAFF_COMPANIES) },
      userVM({ roles: ['Backoffice'] }),
    );
    signInAs();
    renderApp(['/dashboard/Orders']);
    const user = userEvent.setup({ delay: null });

    const row = await screen.findByTestId('order-row');
    expect(row).toHaveTextContent('Lusitania Retail Group');
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByText('Every company’s work orders and where each one stands.')).toBeInTheDocument();
    const filter = screen.getByTestId('orders-filter-company');
    await within(filter).findByRole('option', { name: 'Iberia Logistics' });
    await user.selectOptions(filter, iberia!.id);
    await waitFor(() => expect(lastQuery(fetchMock, '/api/orders').get('companyId')).toBe(iberia!.id));
  });

  it('offers New order only with CreateOrder', async () => {
    mockDashboard({ 'GET /api/orders': () => list([order]) }, contact(['Orders']));
    signInAs();
    renderApp(['/dashboard/Orders']);
    await screen.findByTestId('order-row');
    expect(screen.queryByTestId('orders-new')).not.toBeInTheDocument();
  });

  it('checks the new-order form before sending, then sends it', async () => {
    const created = { ...detail, id: '55555555-5555-4555-8555-555555555555', orderNo: 'ORD-0002' };
    const fetchMock = mockDashboard(
      {
        'GET /api/orders': () => list([order]),
        'GET /api/orders/form-options': formOptions,
        'POST /api/orders': () => json(created, 201),
        [`GET /api/orders/${created.id}`]: () => json(created),
      },
      contact(['Orders', 'CreateOrder']),
    );
    signInAs();
    renderApp(['/dashboard/Orders']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('orders-new'));
    const form = await screen.findByTestId('order-form');
    await user.click(within(form).getByTestId('order-submit'));

    expect(within(form).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(5);
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/orders' && init?.method === 'POST')).toBe(false);

    await user.selectOptions(within(form).getByTestId('order-document-type'), 'Maintenance');
    await user.selectOptions(within(form).getByTestId('order-unit'), 'Hour');
    await user.type(within(form).getByTestId('order-quantity'), '3');
    await waitFor(() => expect(within(form).getByTestId('order-site')).not.toBeDisabled());
    await user.selectOptions(within(form).getByTestId('order-site'), 'Porto Norte · Lusitania Retail');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Team Alpha' })).toBeInTheDocument());
    expect(within(form).queryByRole('option', { name: 'Team Lisboa' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByTestId('order-team'), 'Team Alpha');
    await user.type(within(form).getByTestId('order-work-location'), 'Gate 3');
    await user.type(within(form).getByTestId('order-requested-date'), '2001-01-01');
    await user.click(within(form).getByTestId('order-submit'));
    expect(within(form).getByText('The date cannot be in the past.')).toBeInTheDocument();

    const date = within(form).getByTestId('order-requested-date');
    await user.clear(date);
    await user.type(date, localToday());
    await user.click(within(form).getByTestId('order-submit'));

    await waitFor(() => expect(screen.queryByTestId('order-form')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'POST', '/api/orders')).toEqual({
      documentType: 'Maintenance',
      unitOfMeasure: 'Hour',
      quantity: 3,
      siteId: '33333333-3333-4333-8333-333333333333',
      teamId: '44444444-4444-4444-8444-444444444444',
      workLocation: 'Gate 3',
      requestedTaskDate: localToday(),
    });
    expect(await screen.findByText('Order ORD-0002')).toBeInTheDocument();
  });

  it('lets staff place an order: company first, then that company’s sites and teams', async () => {
    const companyA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const companyB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    const siteB = '77777777-7777-4777-8777-777777777777';
    const teamB = '88888888-8888-4888-8888-888888888888';
    const created = { ...detail, id: '99999999-9999-4999-8999-999999999999', orderNo: 'OR-2026-000007' };
    const optionsOf: Record<string, () => Response> = {
      [companyA]: formOptions,
      [companyB]: () =>
        json({
          sites: [{ id: siteB, code: 'MAD', name: 'Madrid Sur', city: 'Madrid', businessPartnerId: 'bp9', businessPartnerName: 'Iberia Logistics', own: false }],
          teams: [{ id: teamB, name: 'Equipo Sur', businessPartnerId: 'bp9', siteId: null, shift: 'Day', speciality: '' }],
        }),
    };
    const fetchMock = mockDashboard(
      {
        'GET /api/orders': () => list([order]),
        'GET /api/org/companies': () =>
          json([
            { id: companyA, name: 'Lusitania Retail Group', code: 'LRG', defaultPermissions: [], businessPartners: [] },
            { id: companyB, name: 'Iberia Logistics Park', code: 'ILP', defaultPermissions: [], businessPartners: [] },
          ]),
        'GET /api/orders/form-options': (_init, path) => optionsOf[new URLSearchParams(path.split('?')[1]).get('companyId') ?? '']?.() ?? problem('VALIDATION_FAILED', 400),
        'POST /api/orders': () => json(created, 201),
        [`GET /api/orders/${created.id}`]: () => json(created),
      },
      userVM({ roles: ['Backoffice'], permissions: [...PERMISSIONS] }),
    );
    const optionCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/orders/form-options')).map(([url]) => String(url));
    signInAs();
    renderApp(['/dashboard/Orders']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('orders-new'));
    const form = await screen.findByTestId('order-form');
    const site = within(form).getByTestId('order-site');
    expect(site).toBeDisabled();
    expect(within(site).getByRole('option', { name: 'Choose a company first' })).toBeInTheDocument();
    await user.click(within(form).getByTestId('order-submit'));
    expect(within(form).getByTestId('order-company').closest('.mantine-InputWrapper-root')).toHaveTextContent('This field is required.');
    expect(optionCalls()).toEqual([]);

    // Company A, then B: the sites follow the company, and the site chosen for A is cleared.
    await waitFor(() => expect(within(form).getByTestId('order-company')).not.toBeDisabled());
    await user.selectOptions(within(form).getByTestId('order-company'), 'Lusitania Retail Group');
    await waitFor(() => expect(site).not.toBeDisabled());
    await user.selectOptions(site, 'Porto Norte · Lusitania Retail');
    await user.selectOptions(within(form).getByTestId('order-company'), 'Iberia Logistics Park');
    await waitFor(() => expect(within(site).getByRole('option', { name: 'Madrid Sur · Iberia Logistics' })).toBeInTheDocument());
    expect(site).toHaveValue(siteB);
    expect(within(site).queryByRole('option', { name: 'Porto Norte · Lusitania Retail' })).not.toBeInTheDocument();
    expect(optionCalls()).toEqual([`/api/orders/form-options?companyId=${companyA}`, `/api/orders/form-options?companyId=${companyB}`]);

    await user.selectOptions(within(form).getByTestId('order-team'), 'Equipo Sur');
    await user.selectOptions(within(form).getByTestId('order-document-type'), 'Service');
    await user.selectOptions(within(form).getByTestId('order-unit'), 'Hour');
    await user.type(within(form).getByTestId('order-quantity'), '2');
    await user.type(within(form).getByTestId('order-work-location'), 'Muelle 4');
    await user.type(within(form).getByTestId('order-requested-date'), localToday());
    await user.click(within(form).getByTestId('order-submit'));

    await waitFor(() => expect(screen.queryByTestId('order-form')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'POST', '/api/orders')).toEqual({
      documentType: 'Service',
      unitOfMeasure: 'Hour',
      quantity: 2,
      siteId: siteB,
      teamId: teamB,
      workLocation: 'Muelle 4',
      requestedTaskDate: localToday(),
    });
    expect(await screen.findByText('Order OR-2026-000007')).toBeInTheDocument();
  });

  it('cancels an order only after confirming, and explains a passed cut-off', async () => {
    let answer = () => problem('ORDER_CUTOFF_PASSED', 409);
    const fetchMock = mockDashboard(
      {
        'GET /api/orders': () => list([order]),
        [`GET /api/orders/${order.id}`]: () => json(detail),
        [`POST /api/orders/${order.id}/cancel`]: () => answer(),
      },
      contact(['Orders', 'CancelOrder']),
    );
    signInAs();
    renderApp(['/dashboard/Orders']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('order-row'));
    const drawer = await screen.findByTestId('order-detail');
    expect(await within(drawer).findByTestId('order-history')).toHaveTextContent('Ana Silva');
    await user.click(within(drawer).getByTestId('order-cancel'));

    const modal = await screen.findByTestId('confirm-modal');
    expect(modal).toHaveTextContent('This cannot be undone.');
    const cancelCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/cancel')).length;
    expect(cancelCalls()).toBe(0);

    await user.type(within(modal).getByTestId('order-cancel-reason'), 'Not needed');
    await user.click(screen.getByTestId('confirm-modal-confirm'));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('It is too late to cancel this order');
    expect(sentBody(fetchMock, 'POST', `/api/orders/${order.id}/cancel`)).toEqual({ reason: 'Not needed' });

    answer = () => json({ ...detail, status: 'Cancelled', allowedActions: [], cancelDeadline: null });
    await user.click(screen.getByTestId('confirm-modal-confirm'));
    await waitFor(() => expect(screen.queryByTestId('confirm-modal')).not.toBeInTheDocument());
    expect(within(drawer).getByTestId('order-status')).toHaveTextContent('Canceled');
    expect(within(drawer).queryByTestId('order-cancel')).not.toBeInTheDocument();
  });

  it('hides Cancel without the CancelOrder permission', async () => {
    mockDashboard(
      { 'GET /api/orders': () => list([order]), [`GET /api/orders/${order.id}`]: () => json(detail) },
      contact(['Orders']),
    );
    signInAs();
    renderApp(['/dashboard/Orders']);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('order-row'));
    const drawer = await screen.findByTestId('order-detail');
    await within(drawer).findByTestId('order-history');
    expect(within(drawer).queryByTestId('order-cancel')).not.toBeInTheDocument();
  });

  it('shows the not-found state for an order that is gone', async () => {
    mockDashboard(
      { 'GET /api/orders': () => list([order]), [`GET /api/orders/${order.id}`]: () => problem('NOT_FOUND', 404) },
      contact(['Orders']),
    );
    signInAs();
    renderApp(['/dashboard/Orders']);
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('order-row'));
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
