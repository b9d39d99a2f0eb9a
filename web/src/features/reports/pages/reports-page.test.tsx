import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDashboard, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';
import { contact, LIST } from './reports-test-data';

describe('reports (/dashboard/Reports)', () => {
  it('lists the built-in and BI reports as cards that open each report', async () => {
    mockDashboard({ 'GET /api/reports': () => json(LIST) }, contact);
    signInAs();
    renderApp(['/dashboard/Reports']);

    const aging = await screen.findByTestId('report-card-aging-by-partner');
    expect(aging).toHaveTextContent('Aging by business partner');
    expect(aging).toHaveTextContent('Built-in');
    expect(aging).toHaveAttribute('href', '/dashboard/Reports/aging-by-partner');
    const bi = screen.getByTestId('report-card-power-bi');
    expect(bi).toHaveTextContent('Power BI report');
    expect(bi).toHaveTextContent('Power BI');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Reports');
  });

  it('apologises when the reports cannot be reached (spec §8)', async () => {
    mockDashboard({ 'GET /api/reports': () => problem('INTERNAL_ERROR', 500) }, contact);
    signInAs();
    renderApp(['/dashboard/Reports']);

    expect(await screen.findByTestId('reports-outage')).toHaveTextContent('The reports cannot be reached at the moment. Please contact your IT department or use the chat.');
  });

  it('says when no report is open to the user', async () => {
    mockDashboard({ 'GET /api/reports': () => json({ items: [] }) }, contact);
    signInAs();
    renderApp(['/dashboard/Reports']);

    expect(await screen.findByTestId('reports-empty')).toHaveTextContent('No report is available for your account.');
  });

  it('is refused to a contact without the Reports permission', async () => {
    mockDashboard({ 'GET /api/reports': () => json(LIST) }, userVM({ permissions: ['Trips'] }));
    signInAs();
    renderApp(['/dashboard/Reports']);

    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    expect(screen.queryByTestId('reports-list')).not.toBeInTheDocument();
  });
});
