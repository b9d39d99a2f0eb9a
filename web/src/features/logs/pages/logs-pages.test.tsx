import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastQuery, mockDashboard, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const backoffice = userVM({ roles: ['Backoffice'] });
const admin = userVM({ roles: ['Admin'] });

function page<T>(items: T[], total = items.length, pageNo = 1, pageSize = 25) {
  return json({ items, total, page: pageNo, pageSize });
}

const loginEntry = (i: number) => ({
  id: `l${i}`,
  userId: null,
  userName: `user${i}`,
  ip: '10.0.0.1',
  userAgent: 'Firefox',
  result: i % 2 ? 'Failed' : 'Success',
  reason: i % 2 ? 'wrong_password' : null,
  createdAt: '2025-03-01T09:00:00Z',
});

const emailEntry = {
  id: 'e1',
  templateKey: 'password_reset',
  language: 'en-US',
  to: 'ana@example.com',
  cc: '',
  bcc: '',
  subject: 'Reset your password',
  shortMessage: 'Reset link',
  fullMessage: 'Open [redacted] to reset.',
  html: '<p>Open <a href="#">[redacted]</a></p><script>parent.alert(1)</script>',
  status: 'Kept',
  attempts: 0,
  lastError: null,
  sentAt: null,
  createdAt: '2025-03-01T09:00:00Z',
};

describe('login logs (/dashboard/LoginLogs)', () => {
  it('pages on the server and sends the filters', async () => {
    const fetchMock = mockDashboard(
      { 'GET /api/logs/login': (_init, url) => {
        const pageNo = Number(new URLSearchParams(url.split('?')[1]).get('page'));
        return page([loginEntry(pageNo * 10), loginEntry(pageNo * 10 + 1)], 60, pageNo);
      } },
      backoffice,
    );
    signInAs();
    renderApp(['/dashboard/LoginLogs']);
    const user = userEvent.setup({ delay: null });

    const table = await screen.findByTestId('login-logs');
    expect(await within(table).findByText('user10')).toBeInTheDocument();
    expect(within(table).getByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByTestId('login-logs-range')).toHaveTextContent('1–25 of 60');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('user20')).toBeInTheDocument();
    expect(lastQuery(fetchMock, '/api/logs/login').get('page')).toBe('2');

    await user.selectOptions(screen.getByTestId('login-logs-result'), 'Failed');
    await user.type(screen.getByTestId('login-logs-username'), 'ana');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/logs/login').get('userName')).toBe('ana'));
    const query = lastQuery(fetchMock, '/api/logs/login');
    expect(query.get('result')).toBe('Failed');
    expect(query.get('page')).toBe('1');

    await user.type(screen.getByTestId('login-logs-search'), '10.0');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/logs/login').get('search')).toBe('10.0'));
    expect(screen.getByTestId('login-logs-export')).toBeInTheDocument();
    expect(query.get('pageSize')).toBe('25');
  });

  it('names the browser and system of each attempt, with the raw user-agent as its tooltip', async () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    mockDashboard({ 'GET /api/logs/login': () => page([{ ...loginEntry(1), userAgent: chrome }, { ...loginEntry(2), userAgent: 'curl/8.5' }]) }, backoffice);
    signInAs();
    renderApp(['/dashboard/LoginLogs']);

    const device = await screen.findByText('Chrome on Windows');
    expect(device).toHaveAttribute('title', chrome);
    expect(screen.getByText('curl/8.5')).toBeInTheDocument();
    expect(screen.queryByText(chrome)).not.toBeInTheDocument();
  });

  it('keeps the filters and the page in the link', async () => {
    const fetchMock = mockDashboard({ 'GET /api/logs/login': () => page([loginEntry(1)], 90) }, backoffice);
    signInAs();
    renderApp(['/dashboard/LoginLogs?result=Failed&userName=ana&page=3']);

    await screen.findByText('user1');
    const query = lastQuery(fetchMock, '/api/logs/login');
    expect(query.get('result')).toBe('Failed');
    expect(query.get('userName')).toBe('ana');
    expect(query.get('page')).toBe('3');
    expect(screen.getByTestId('login-logs-result')).toHaveValue('Failed');
    expect(screen.getByTestId('login-logs-username')).toHaveValue('ana');
  });

  it('shows an empty state', async () => {
    mockDashboard({ 'GET /api/logs/login': () => page([]) }, backoffice);
    signInAs();
    renderApp(['/dashboard/LoginLogs']);

    expect(await screen.findByTestId('login-logs-empty')).toHaveTextContent('No entries match these filters.');
  });

  it('tells a customer they have no permission, without asking for the log', async () => {
    const fetchMock = mockDashboard({});
    signInAs();
    renderApp(['/dashboard/LoginLogs']);

    expect(await screen.findByTestId('forbidden')).toHaveTextContent('You do not have permission');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/logs'))).toBe(false);
  });
});

describe('email logs (/dashboard/EmailLogs)', () => {
  it('opens an email with its html in a sandboxed frame', async () => {
    const fetchMock = mockDashboard({ 'GET /api/email-logs': () => page([emailEntry]) }, backoffice);
    signInAs();
    renderApp(['/dashboard/EmailLogs']);
    const user = userEvent.setup({ delay: null });

    const table = await screen.findByTestId('email-logs');
    await user.click(await within(table).findByText('Reset your password'));

    const detail = await screen.findByTestId('email-log-detail');
    expect(within(detail).getByTestId('email-log-text')).toHaveTextContent('Open [redacted] to reset.');
    const frame = within(detail).getByTestId('email-log-html');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(emailEntry.html);
    expect(document.querySelector('script')).toBeNull();

    expect(within(detail).queryByTestId('email-log-links')).toBeNull();

    await user.selectOptions(screen.getByTestId('email-logs-status'), 'Failed');
    await waitFor(() => expect(lastQuery(fetchMock, '/api/email-logs').get('status')).toBe('Failed'));
  });

  it('offers the links of a message to open, as a demo keeps them when no mail server is set', async () => {
    const link = 'http://localhost:3000/SetPassword?token=AbC-123_xyz';
    const invitation = { ...emailEntry, subject: 'You are invited', fullMessage: `Set a password:\n${link}\n\nOr copy ${link}.` };
    mockDashboard({ 'GET /api/email-logs': () => page([invitation]) }, backoffice);
    signInAs();
    renderApp(['/dashboard/EmailLogs']);
    const user = userEvent.setup({ delay: null });

    await user.click(await within(await screen.findByTestId('email-logs')).findByText('You are invited'));

    const links = within(await screen.findByTestId('email-log-links')).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([[link, '_blank', 'noopener noreferrer']]);
  });
});

describe('system logs (/dashboard/Logs)', () => {
  it('is for Admin only', async () => {
    mockDashboard({}, backoffice);
    signInAs();
    renderApp(['/dashboard/Logs']);

    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });

  it('lists entries and opens one', async () => {
    mockDashboard(
      {
        'GET /api/logs/system': () =>
          page([
            {
              id: 's1',
              level: 'Error',
              machineName: 'app-1',
              ip: '10.0.0.2',
              path: '/api/trips',
              context: 'trips',
              shortMessage: 'Database timeout',
              fullMessage: 'Query took too long',
              exception: 'Error: timeout\n    at query',
              createdAt: '2025-03-01T09:00:00Z',
            },
          ]),
      },
      admin,
    );
    signInAs();
    renderApp(['/dashboard/Logs']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByText('Database timeout'));

    const detail = await screen.findByTestId('system-log-detail');
    expect(detail).toHaveTextContent('app-1');
    expect(detail).toHaveTextContent('Error: timeout');
  });
});
