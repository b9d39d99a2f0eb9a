import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const backoffice = userVM({ roles: ['Backoffice'] });

const run = (over: Record<string, unknown>) => ({
  id: 'r1',
  connector: 'file',
  dryRun: false,
  status: 'succeeded',
  fileId: 'f1',
  done: 33,
  total: 33,
  counts: { ledgerEntries: { created: 18, updated: 1, unchanged: 0, failed: 2 } },
  errorCount: 2,
  failure: null,
  startedBy: 'backoffice',
  createdAt: '2026-03-01T09:00:00Z',
  startedAt: '2026-03-01T09:00:01Z',
  finishedAt: '2026-03-01T09:00:05Z',
  ...over,
});

describe('ERP sync (/dashboard/Sync)', () => {
  it('lists runs with the progress of a running one, and a run’s counts and skipped records', async () => {
    mockDashboard(
      {
        'GET /api/sync/runs': () => json({ items: [run({ id: 'r2', connector: 'odata', status: 'running', done: 500, total: 2000, counts: {}, errorCount: 0 }), run({})], total: 2, page: 1, pageSize: 25 }),
        'GET /api/sync/runs/r1': () =>
          json({ ...run({}), errors: [{ entity: 'ledgerEntries', key: 'ACME/1003', line: 4, reason: 'Unknown customer "NOPE" in company "ACME"' }] }),
      },
      backoffice,
    );
    signInAs();
    renderApp(['/dashboard/Sync']);
    const table = await screen.findByTestId('sync-runs');
    expect(await within(table).findByText('500 of 2,000 records')).toBeInTheDocument();
    expect(within(table).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(table).getByText('18 new, 1 changed, 2 failed')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(table).getAllByText('Done')[0]!);
    const detail = await screen.findByTestId('sync-run-detail');
    expect(within(detail).getByTestId('sync-counts')).toHaveTextContent('Ledger entries');
    expect(within(detail).getByTestId('sync-errors')).toHaveTextContent('Unknown customer "NOPE" in company "ACME"');
  });

  it('Sync now queues a Business Central run, and says when the connection is not set up', async () => {
    let configured = false;
    const fetchMock = mockDashboard(
      {
        'GET /api/sync/runs': () => json({ items: [], total: 0, page: 1, pageSize: 25 }),
        'POST /api/sync/runs': () =>
          configured ? json({ id: 'r3', status: 'queued' }, 202) : json({ type: 'about:blank', title: 'Conflict', status: 409, code: 'CONFLICT', reason: 'NOT_CONFIGURED' }, 409),
      },
      backoffice,
    );
    signInAs();
    renderApp(['/dashboard/Sync']);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('sync-now-odata'));
    expect(await screen.findByText('The Business Central connection is not set up yet (Settings → ERP connector).')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/sync/runs')).toEqual({ connector: 'odata', dryRun: false });
    configured = true;
    await user.click(screen.getByTestId('sync-now-odata'));
    expect(await screen.findByText('The sync is queued; it starts in a moment.')).toBeInTheDocument();
  });
});
