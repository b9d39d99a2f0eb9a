import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const contract = (id: string, status: 'Pending' | 'Approved') => ({ id, contractNo: `C-${id}`, title: `Cleaning ${id}`, status });

const chart = {
  id: 'c1',
  kind: 'company',
  name: 'Lusitania Retail Group',
  code: 'LRG',
  own: false,
  contracts: [],
  businessPartners: [
    {
      id: 'bp1',
      kind: 'business_partner',
      name: 'Lusitania Retail',
      code: 'C0001',
      own: false,
      contracts: [contract('1', 'Approved')],
      sites: [
        {
          id: 's1',
          kind: 'site',
          name: 'Lisboa Centro',
          code: 'LIS-01',
          city: 'Lisboa',
          own: true,
          contracts: [contract('2', 'Pending')],
          buildings: [{ id: 'b1', kind: 'building', name: 'Tower A', code: 'B-01', own: false, contracts: [] }],
        },
      ],
    },
  ],
};

const renderChart = (user = userVM({ permissions: ['ContractOrganization'] })) => {
  const fetchMock = mockDashboard({ 'GET /api/org-chart': () => json(chart), 'GET /api/org/companies': () => json([{ id: 'c1', name: 'Lusitania Retail Group', code: 'LRG', defaultPermissions: [], businessPartners: [] }]) }, user);
  signInAs();
  renderApp(['/dashboard/ContractOrganization']);
  return fetchMock;
};

describe('organisation chart (/dashboard/ContractOrganization)', () => {
  it('draws company → partner → site → building with contracts and highlights the own node', async () => {
    renderChart();
    const tree = await screen.findByRole('tree');
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(4);

    const own = screen.getByTestId('org-node-own');
    expect(own).toHaveAttribute('data-kind', 'site');
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(own).toHaveAccessibleName('Lisboa Centro, Site, You are here, contracts: 1');
    expect(within(own).getByText('You are here')).toBeInTheDocument();
    expect(within(own).getAllByTestId('org-contract')[0]).toHaveTextContent('C-2 · Cleaning 2Pending');
    expect(screen.getAllByTestId('org-node-own')).toHaveLength(1);
  });

  it('collapses and expands all, and one node at a time', async () => {
    renderChart();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('tree');

    await user.click(screen.getByTestId('org-collapse-all'));
    expect(screen.getAllByRole('treeitem')).toHaveLength(1);
    expect(screen.getByRole('treeitem', { name: /Lusitania Retail Group/ })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByTestId('org-expand-all'));
    expect(screen.getAllByRole('treeitem')).toHaveLength(4);

    const partner = screen.getByRole('treeitem', { name: /^Lusitania Retail, Business partner/ });
    expect(partner).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(partner).getAllByTestId('org-node-toggle')[0] as HTMLElement);
    expect(partner).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('org-node-own')).not.toBeInTheDocument();
  });

  it('is a keyboard tree: one tab stop, arrows move, Left and Right close and open', async () => {
    renderChart();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('tree');
    const items = () => screen.getAllByRole('treeitem');
    expect(items().filter((el) => el.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    while (document.activeElement !== items()[0]) await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^Lusitania Retail, Business partner/);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('aria-expanded', 'false');
    expect(items()).toHaveLength(2);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByTestId('org-node-own'));
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(/^Tower A, Building/);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items()[0]);
  });

  it('zooms in, out and back', async () => {
    renderChart();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('tree');
    const canvas = screen.getByTestId('org-canvas');

    await user.click(screen.getByTestId('org-zoom-in'));
    await user.click(screen.getByTestId('org-zoom-in'));
    expect(canvas.style.transform).toBe('scale(1.2)');
    expect(screen.getByTestId('org-zoom-level')).toHaveTextContent('120%');
    await user.click(screen.getByTestId('org-zoom-out'));
    expect(canvas.style.transform).toBe('scale(1.1)');
    await user.click(screen.getByTestId('org-zoom-reset'));
    expect(canvas.style.transform).toBe('scale(1)');
  });

  it('lets staff choose the company', async () => {
    const fetchMock = renderChart(userVM({ roles: ['Backoffice'] }));
    const user = userEvent.setup({ delay: null });
    const picker = await screen.findByTestId('org-company');
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Lusitania Retail Group' })).toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/org-chart'))).toBe(false);

    await user.selectOptions(picker, 'Lusitania Retail Group');
    await screen.findByRole('tree');
    expect(lastQuery(fetchMock, '/api/org-chart').get('companyId')).toBe('c1');
  });
});
