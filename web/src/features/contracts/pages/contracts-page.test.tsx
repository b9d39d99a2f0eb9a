import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const contract = {
  id: 'k1',
  contractNo: 'CT-2025-01',
  title: 'Cleaning of Lisboa Centro',
  startDate: '2025-01-01',
  endDate: null,
  status: 'Pending',
  currency: 'EUR',
  approvedAt: null,
  approvedByName: null,
  businessPartnerId: 'bp1',
  businessPartnerName: 'Lusitania Retail',
  siteId: 's1',
  siteName: 'Lisboa Centro',
};
const line = { id: 'l1', lineNo: 1, service: 'Daily cleaning', frequency: 'Daily', quantity: 20, unitOfMeasure: 'Hour', siteId: 's1', siteName: 'Lisboa Centro' };
const list = () => json({ items: [contract], total: 1, page: 1, pageSize: 25 });

describe('contracts (/dashboard/Contracts)', () => {
  it('approves a pending contract after confirming', async () => {
    let approved = false;
    mockDashboard(
      {
        'GET /api/contracts': list,
        'GET /api/contracts/k1': () => json({ ...contract, lines: [{ ...line, unitPrice: 12.5 }] }),
        'POST /api/contracts/k1/approve': () => {
          approved = true;
          return json({ ...contract, status: 'Approved', approvedAt: '2025-03-02T10:00:00Z', approvedByName: 'Ana Silva', lines: [] });
        },
      },
      userVM({ permissions: ['ContractOrganization', 'ContractLines', 'PricesColumn'] }),
    );
    signInAs();
    renderApp(['/dashboard/Contracts']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('contract-row'));
    const drawer = await screen.findByTestId('contract-detail');
    const lines = await within(drawer).findByTestId('contract-lines');
    expect(lines).toHaveTextContent('Daily cleaning');
    // The frequency and the unit read as words of the reader's language, not the ERP's keys.
    expect(lines).toHaveTextContent(/Lisboa CentroDaily20 Hours/);
    expect(within(lines).getByTestId('contract-lines-price')).toBeInTheDocument();
    // The unit price carries the contract's currency.
    expect(lines).toHaveTextContent(/€\s?12\.50/);

    await user.click(within(drawer).getByTestId('contract-approve'));
    expect(await screen.findByTestId('confirm-modal')).toHaveTextContent('Cleaning of Lisboa Centro');
    expect(approved).toBe(false);
    await user.click(screen.getByTestId('confirm-modal-confirm'));

    await waitFor(() => expect(within(drawer).getByTestId('contract-status')).toHaveTextContent('Approved'));
    expect(approved).toBe(true);
    expect(within(drawer).queryByTestId('contract-approve')).not.toBeInTheDocument();
  });

  it('shows no lines without ContractLines and no price column without PricesColumn', async () => {
    mockDashboard(
      { 'GET /api/contracts': list, 'GET /api/contracts/k1': () => json(contract) },
      userVM({ permissions: ['ContractOrganization'] }),
    );
    signInAs();
    renderApp(['/dashboard/Contracts']);
    await userEvent.setup({ delay: null }).click(await screen.findByTestId('contract-row'));
    const drawer = await screen.findByTestId('contract-detail');
    await within(drawer).findByTestId('contract-status');
    expect(within(drawer).queryByTestId('contract-lines')).not.toBeInTheDocument();
  });

  it('explains an approval someone else made first', async () => {
    mockDashboard(
      {
        'GET /api/contracts': list,
        'GET /api/contracts/k1': () => json({ ...contract, lines: [line] }),
        'POST /api/contracts/k1/approve': () => problem('CONTRACT_ALREADY_APPROVED', 409),
      },
      userVM({ permissions: ['ContractOrganization', 'ContractLines'] }),
    );
    signInAs();
    renderApp(['/dashboard/Contracts']);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('contract-row'));
    const drawer = await screen.findByTestId('contract-detail');
    expect(within(await within(drawer).findByTestId('contract-lines')).queryByTestId('contract-lines-price')).not.toBeInTheDocument();
    await user.click(within(drawer).getByTestId('contract-approve'));
    await user.click(await screen.findByTestId('confirm-modal-confirm'));
    expect(await within(screen.getByTestId('confirm-modal')).findByRole('alert')).toHaveTextContent('This contract has already been approved.');
  });
});
