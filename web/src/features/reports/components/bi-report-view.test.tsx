import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n/i18n';
import { BiReportView } from '@/features/reports/components/bi-report-view';
import { json, mockFetch, problem, renderWithProviders, signInAs } from '../../../../test/render';

// powerbi-client is replaced by a recorder of what the view asks of it.
const pbi = vi.hoisted(() => {
  const handlers = new Map<string, (event: { detail: unknown }) => void>();
  const report = {
    on: vi.fn((name: string, handler: (event: { detail: unknown }) => void) => void handlers.set(name, handler)),
    setAccessToken: vi.fn(async (_token: string) => {}),
  };
  const embed = vi.fn((element: HTMLElement, _config: Record<string, unknown>) => {
    const frame = document.createElement('iframe');
    element.appendChild(frame);
    return report;
  });
  const reset = vi.fn();
  return { handlers, report, embed, reset };
});
vi.mock('powerbi-client', () => ({
  service: {
    Service: class {
      embed = pbi.embed;
      reset = pbi.reset;
    },
  },
  factories: { hpmFactory: {}, wpmpFactory: {}, routerFactory: {} },
  models: { TokenType: { Aad: 0, Embed: 1 }, Permissions: { Read: 0 }, TraceType: { Fatal: 4 } },
}));

const EMBED = 'GET /api/reports/power-bi/embed';
const TICKET = 'POST /api/reports/qlik/ticket';
const embedAnswer = (token: string, expiresAt: string) => ({
  reportId: '3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d',
  accessToken: token,
  expiresAt,
});

beforeEach(() => {
  signInAs();
  pbi.handlers.clear();
  pbi.embed.mockClear();
  pbi.reset.mockClear();
  pbi.report.setAccessToken.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('BiReportView, Power BI', () => {
  it('embeds the report with the embed token, in the reader’s language, in a named region', async () => {
    const fetchMock = mockFetch({ [EMBED]: () => json(embedAnswer('embed-token-1', new Date(Date.now() + 3_600_000).toISOString())) });
    await i18n.changeLanguage('pt-PT');

    renderWithProviders(<BiReportView reportId="power-bi" />);

    await waitFor(() => expect(pbi.embed).toHaveBeenCalledTimes(1));
    const [element, config] = pbi.embed.mock.calls[0]!;
    expect(config).toMatchObject({
      type: 'report',
      id: '3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d',
      embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d',
      accessToken: 'embed-token-1',
      tokenType: 1,
      settings: { localeSettings: { language: 'pt-PT', formatLocale: 'pt-PT' } },
    });
    const region = await screen.findByRole('region', { name: 'Relatório do Power BI' });
    expect(region).toBe(element);
    expect(region).toBeVisible();
    expect(region.querySelector('iframe')).toHaveAttribute('title', 'Relatório do Power BI');
    expect(screen.queryByTestId('bi-report-loading')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renews the token shortly before it expires with setAccessToken', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let served = 0;
    mockFetch({ [EMBED]: () => json(embedAnswer(`embed-token-${++served}`, new Date(Date.now() + 60 * 60_000).toISOString())) });

    renderWithProviders(<BiReportView reportId="power-bi" />);
    await waitFor(() => expect(pbi.embed).toHaveBeenCalledTimes(1));
    expect(pbi.report.setAccessToken).not.toHaveBeenCalled();

    // Five minutes before the hour is up, a fresh token replaces the one in use.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(54 * 60_000);
    });
    expect(pbi.report.setAccessToken).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000 + 100);
    });
    await waitFor(() => expect(pbi.report.setAccessToken).toHaveBeenCalledWith('embed-token-2'));
    expect(pbi.embed).toHaveBeenCalledTimes(1);
  });

  it('shows the apology when the server cannot give an embed token, and when the report fails', async () => {
    mockFetch({ [EMBED]: () => problem('REPORTS_UNAVAILABLE', 502) });
    const first = renderWithProviders(<BiReportView reportId="power-bi" />);
    expect(await screen.findByTestId('bi-report-unavailable')).toHaveTextContent('the information cannot be reached at the moment, or its configuration is missing. Please contact your IT department or use the chat.');
    expect(pbi.embed).not.toHaveBeenCalled();
    first.unmount();

    mockFetch({ [EMBED]: () => json(embedAnswer('embed-token', new Date(Date.now() + 3_600_000).toISOString())) });
    renderWithProviders(<BiReportView reportId="power-bi" />);
    await waitFor(() => expect(pbi.handlers.has('error')).toBe(true));
    // A visual's own error leaves the report on screen; a fatal one does not.
    act(() => pbi.handlers.get('error')!({ detail: { level: 2, message: 'visual' } }));
    expect(screen.queryByTestId('bi-report-unavailable')).not.toBeInTheDocument();
    act(() => pbi.handlers.get('error')!({ detail: { level: 4, message: 'TokenExpired' } }));
    expect(await screen.findByTestId('bi-report-unavailable')).toBeInTheDocument();
    expect(pbi.reset).toHaveBeenCalled();
  });
});

describe('BiReportView, Qlik Sense', () => {
  it('asks for a ticket for the page and shows it in a titled frame', async () => {
    const url = 'https://qlik.example.test/sense/app/8f0a?opt=ctxmenu&qlikTicket=T-1';
    const fetchMock = mockFetch({ [TICKET]: () => json({ url }) });

    renderWithProviders(<BiReportView reportId="qlik-dashboard" />);

    const frame = await screen.findByTitle('Qlik Sense dashboard');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', url);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ target: 'dashboard' });
  });

  it('shows the apology in the reader’s language when the ticket cannot be had', async () => {
    mockFetch({ [TICKET]: () => problem('REPORTS_NOT_CONFIGURED', 409) });
    await i18n.changeLanguage('es-ES');

    renderWithProviders(<BiReportView reportId="qlik-reports" />);

    expect(await screen.findByTestId('bi-report-unavailable')).toHaveTextContent('Lo sentimos: no es posible acceder a la información en este momento o falta su configuración.');
    expect(screen.queryByTestId('bi-report-frame')).not.toBeInTheDocument();
  });

  it('shows a loader while the ticket comes, and the apology for an id it does not know', async () => {
    let answer: (value: Response) => void = () => {};
    mockFetch({ [TICKET]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const view = renderWithProviders(<BiReportView reportId="qlik-reports" />);
    expect(await screen.findByTestId('bi-report-loading')).toBeInTheDocument();
    answer(json({ url: 'https://qlik.example.test/reports?qlikTicket=T' }));
    expect(await screen.findByTitle('Qlik Sense reports')).toBeInTheDocument();
    view.unmount();

    renderWithProviders(<BiReportView reportId="tableau" />);
    expect(await screen.findByTestId('bi-report-unavailable')).toBeInTheDocument();
  });
});
