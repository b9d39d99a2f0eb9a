import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DATA_EXPORT_POLL_MS } from '@customer-hub/contract/constants/data-export';
import i18n from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { mockDashboard } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key as never, values as never));
const QUEUED = {
  id: 'd1',
  status: 'queued',
  source: 'self',
  progress: 0,
  size: null,
  createdAt: '2026-03-01T09:00:00Z',
  readyAt: null,
  expiresAt: null,
  downloadedAt: null,
  downloadUrl: null,
};
const PREPARING = { ...QUEUED, status: 'preparing', progress: 40 };
const READY = { ...QUEUED, status: 'ready', progress: 100, size: 4_200_000, readyAt: '2026-03-01T09:01:00Z', expiresAt: '2026-03-08T09:01:00Z', downloadUrl: '/api/data-exports/d1/download' };
const NEXT = '2026-03-02T09:00:00Z';

describe("My account's data export", () => {
  it('asks for an archive, shows its progress while it is prepared, then its download', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:archive'), configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // The server's answers in turn: nothing yet; then preparing; then, at the next poll (2 s), ready.
    const answers: object[][] = [[], [PREPARING], [READY]];
    let asked = false;
    const fetchMock = mockDashboard({
      'GET /api/account/data-exports': () => {
        const exports = asked ? (answers.length > 1 ? answers.shift()! : answers[0]!) : [];
        return json({ exports, nextAllowedAt: asked ? NEXT : null });
      },
      'POST /api/account/data-exports': () => {
        asked = true;
        answers.shift();
        return json(QUEUED, 202);
      },
      'GET /api/data-exports/d1/download': () => new Response(new Blob(['PK']), { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="data-export-2026-03-01.zip"' } }),
    });
    signInAs();
    renderApp(['/dashboard/Utilizadores']);
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByTestId('data-export-section');
    await user.click(await within(section).findByTestId('data-export-ask'));

    const progress = await within(section).findByTestId('data-export-progress');
    expect(within(section).getByTestId('data-export-status')).toHaveTextContent(t('account.dataExport.preparing', { progress: 40 }));
    expect(progress.querySelector('[role="progressbar"]') ?? progress).toHaveAttribute('aria-valuenow', '40');
    expect(within(section).queryByTestId('data-export-ask')).not.toBeInTheDocument();

    // Polled until ready: the download replaces the progress.
    const download = await within(section).findByTestId('data-export-download', {}, { timeout: 2 * DATA_EXPORT_POLL_MS + 2000 });
    expect(within(section).queryByTestId('data-export-progress')).not.toBeInTheDocument();
    expect(within(section).getByTestId('data-export-status')).toHaveTextContent(t('account.dataExport.statuses.ready'));
    expect(within(section).getByTestId('data-export-next')).toHaveTextContent(t('account.dataExport.nextAllowed', { date: formatDateTime(NEXT) }));
    await user.click(download);
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('data-export-2026-03-01.zip');
    const get = fetchMock.mock.calls.find(([url]) => String(url) === '/api/data-exports/d1/download');
    expect(get?.[1]?.credentials).toBe('same-origin');
    click.mockRestore();
  });

  it('says from when the next archive may be asked for when refused', async () => {
    let refused = false;
    mockDashboard({
      'GET /api/account/data-exports': () => json({ exports: [], nextAllowedAt: refused ? NEXT : null }),
      'POST /api/account/data-exports': () => {
        refused = true;
        return json({ type: 'about:blank', title: 'Too soon', status: 429, code: 'DATA_EXPORT_TOO_SOON', nextAllowedAt: NEXT }, 429);
      },
    });
    signInAs();
    renderApp(['/dashboard/Utilizadores']);
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByTestId('data-export-section');
    await user.click(await within(section).findByTestId('data-export-ask'));
    expect(await within(section).findByText(`${t('errors.DATA_EXPORT_TOO_SOON')} ${t('errors.dataExportNextAt', { date: formatDateTime(NEXT) })}`)).toBeInTheDocument();
    expect(await within(section).findByTestId('data-export-next')).toHaveTextContent(t('account.dataExport.nextAllowed', { date: formatDateTime(NEXT) }));
    expect(within(section).queryByTestId('data-export-ask')).not.toBeInTheDocument();
  });
});
