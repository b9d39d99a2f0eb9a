import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConnectInfo } from '@customer-hub/contract/connect';
import { json, mockFetch, renderApp } from '../../../../test/render';

const INFO: ConnectInfo = {
  baseUrl: 'https://hub.acme.example',
  apiVersion: '1.4.0',
  openApiPath: '/api/openapi.json',
  rateLimitPerMinute: 321,
  operations: [
    { scope: 'currentAccount:read', method: 'GET', path: '/api/current-account', operationId: 'findCurrentAccount', summary: 'Ledger entries' },
    { scope: 'tickets:write', method: 'POST', path: '/api/tickets', operationId: 'createTicket', summary: 'Raise a `Pending` request' },
  ],
  webhooks: { timeoutSeconds: 7, retrySeconds: [30, 120, 3600, 28_800], retryWindowHours: 24 },
};

describe('Connect your systems', () => {
  it('is public, and tells this installation’s address, key rate limit, each scope’s calls and delivery rules', async () => {
    mockFetch({ 'GET /api/connect': () => json(INFO) });
    renderApp(['/Connect']);
    expect(await screen.findByTestId('connect-base-url')).toHaveTextContent('https://hub.acme.example');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Connect your systems');
    expect(screen.getByTestId('connect-version')).toHaveTextContent('1.4.0');
    expect(screen.getByTestId('connect-openapi')).toHaveAttribute('href', 'https://hub.acme.example/api/openapi.json');
    expect(screen.getByTestId('connect-section-limits')).toHaveTextContent('Each key may make 321 calls a minute');

    const tickets = screen.getByTestId('connect-scope-tickets:write');
    expect(within(tickets).getByTestId('connect-operation')).toHaveTextContent('POST/api/ticketsRaise a Pending request · createTicket');
    expect(within(tickets).getByText('Pending').tagName).toBe('CODE');
    expect(within(screen.getByTestId('connect-scope-trips:read')).getByText('No call of this installation takes this scope.')).toBeInTheDocument();

    // The examples are written for this installation's address.
    expect(screen.getByTestId('connect-curl')).toHaveTextContent('PORTAL="${PORTAL:-https://hub.acme.example}"');
    expect(screen.getByTestId('connect-typescript')).toHaveTextContent('npx openapi-typescript https://hub.acme.example/api/openapi.json');
    expect(screen.getByTestId('connect-curl')).not.toHaveTextContent('portal.example.com');
    expect(screen.getByTestId('connect-receiver')).toHaveTextContent('verifyWebhook');

    const webhooks = screen.getByTestId('connect-section-webhooks');
    expect(webhooks).toHaveTextContent('within 7 seconds');
    expect(webhooks).toHaveTextContent('sent again after 30 sec, 2 min, and 1 hr, then every 8 hr, for up to 24 hours');
    expect(webhooks).toHaveTextContent('After 20 failures in a row');
    expect(screen.getAllByTestId('connect-events-item')).toHaveLength(8);
    expect(screen.getByTestId('connect-section-signatures')).toHaveTextContent('more than 5 minutes away');
  });

  it('keeps the rules readable when the figures cannot be loaded', async () => {
    mockFetch({ 'GET /api/connect': () => json({ status: 503, code: 'SERVICE_UNAVAILABLE' }, 503) });
    renderApp(['/Connect']);
    expect(await screen.findByTestId('connect-load-failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('connect-openapi')).toHaveAttribute('href', '/api/openapi.json');
    expect(screen.getByTestId('connect-section-signatures')).toHaveTextContent('Webhook-Signature');
  });
});
