import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROCESSING_CATEGORIES } from '@customer-hub/contract/constants/retention';
import { mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';
import { mockSettingsApi } from './settings-test-data';

const record = {
  generatedAt: '2026-12-01T10:00:00Z',
  categories: PROCESSING_CATEGORIES.map(({ key, retention }) => ({
    key,
    retention: 'rule' in retention ? { rule: retention.rule } : { kinds: retention.kinds.map((kind) => ({ kind, days: kind === 'emailBody' ? null : 45 })) },
  })),
};

describe('record of processing (/dashboard/RecordOfProcessing)', () => {
  it('lists every category with its purpose and how long it is kept, from the retention policy', async () => {
    mockSettingsApi({ 'GET /api/settings/record-of-processing': () => json(record) });
    signInAs();
    renderApp(['/dashboard/RecordOfProcessing']);

    expect(await screen.findByTestId('page-title')).toHaveTextContent('Record of processing');
    expect(await screen.findByTestId('rop-retention-signInLog')).toHaveTextContent('Sign-in log: 45 days, then deleted');
    expect(screen.getByTestId('rop-retention-email')).toHaveTextContent('Email bodies: kept forever; Email log: 45 days, then deleted');
    expect(screen.getByTestId('rop-retention-ordersInvoices')).toHaveTextContent('never removed by the retention job');
    expect(screen.getByTestId('rop-category-signInLog')).toHaveTextContent('Security: detect and investigate unauthorised access attempts.');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(PROCESSING_CATEGORIES.length);
    expect(screen.getByTestId('rop-export')).toBeEnabled();
  });

  it('is for Admin only', async () => {
    mockDashboard({}, userVM({ roles: ['Backoffice'] }));
    signInAs();
    renderApp(['/dashboard/RecordOfProcessing']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });
});
