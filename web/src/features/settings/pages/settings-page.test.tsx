import { DEFAULT_SLA_SETTINGS } from '@customer-hub/contract/sla';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';

const admin = userVM({ roles: ['Admin'] });
const security = { passwordMinLength: 12, twoFactorRequiredRoles: ['Admin'], passkeyRequiredRoles: [], sessionIdleMinutes: 120, sessionAbsoluteMinutes: 480 };
const template = {
  key: 'password_reset',
  language: 'en-US',
  subject: 'Reset your password',
  html: '<p>Hello {{name}}</p>',
  text: 'Hello {{name}}',
  variables: ['name', 'link'],
  updatedAt: '2025-03-01T09:00:00Z',
};

const reports = {
  reportsProvider: 'builtIn',
  qlikUserDirectory: 'CUSTOMERHUB',
  qlikTicketUrl: 'https://qlik.example.test/ticket',
  qlikReportsUrl: '',
  qlikDashboardUrl: '',
  powerBiTenantId: 'contoso.onmicrosoft.com',
  powerBiClientId: '',
  powerBiWorkspaceId: '',
  powerBiReportId: '',
  powerBiRlsRole: '',
  qlikClientCertificate: '',
  qlikRootCertificate: '',
  powerBiClientSecretSet: true,
  qlikClientKeySet: false,
};
const reportFields = (({ powerBiClientSecretSet: _set, qlikClientKeySet: _key, ...rest }) => rest)(reports);
const odata = {
  baseUrl: 'https://bc.example.test/api/v2.0',
  erpCompanyId: 'cronus',
  companyCode: 'BC-CRONUS',
  companyName: 'Cronus',
  authKind: 'oauth2',
  tokenUrl: 'https://login.example.test/token',
  clientId: 'hub-sync',
  scope: null,
  username: null,
  ledgerEntitySet: 'customerLedgerEntries',
  customBaseUrl: null,
  entitySets: { buildings: 'facilityBuildings' },
  secretSet: true,
};
const erp = { nightly: true, nightlyHourUtc: 2, odata };
/** A PUT of the reporting settings answered as the server would: the secret only as a flag. */
const savedReports = (init?: RequestInit) => {
  const { powerBiClientSecret, qlikClientKey, ...rest } = JSON.parse(String(init?.body)) as Record<string, unknown>;
  return json({
    ...reportFields,
    ...rest,
    powerBiClientSecretSet: powerBiClientSecret === undefined ? reports.powerBiClientSecretSet : powerBiClientSecret !== '',
    qlikClientKeySet: qlikClientKey === undefined ? reports.qlikClientKeySet : qlikClientKey !== '',
  });
};
const putCalls = (fetchMock: ReturnType<typeof mockSettingsApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).split('?')[0] === path && init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

const SLA_COMPANY = '77777777-7777-4777-8777-777777777777';

function mockSettingsApi(handlers: Parameters<typeof mockDashboard>[0] = {}, user = admin) {
  return mockDashboard(
    {
      'GET /api/settings/security': () => json(security),
      'GET /api/email-templates': () => json([template]),
      'GET /api/settings/documents': () => json({ maxUploadMegabytes: 20, globalSearchActive: true }),
      'GET /api/settings/log-retention': () => json({ days: 365 }),
      'GET /api/settings/notifications': () => json({ notificationsEnabled: true, ticketDefaultUrl: 'https://survey.example.test/login' }),
      'GET /api/settings/chat': () => json({ enabled: false, url: '' }),
      'GET /api/settings/orders': () => json({ cancelCutoffHours: 48 }),
      'GET /api/settings/reports': () => json(reports),
      'GET /api/sync/settings': () => json(erp),
      'GET /api/settings/sla': () => json(DEFAULT_SLA_SETTINGS),
      'GET /api/org/companies': () => json([{ id: SLA_COMPANY, code: 'LRG', name: 'Lusitania Retail Group', businessPartners: [] }]),
      ...handlers,
    },
    user,
  );
}

describe('settings (/dashboard/Settings)', () => {
  it('is for Admin only', async () => {
    mockDashboard({}, userVM({ roles: ['Backoffice'] }));
    signInAs();
    renderApp(['/dashboard/Settings']);

    expect(await screen.findByTestId('forbidden')).toHaveTextContent('You do not have permission');
  });

  it('saves the security settings', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/settings/security': (init) => json(JSON.parse(String(init?.body))) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const minLength = await screen.findByTestId('security-passwordMinLength');
    await user.clear(minLength);
    await user.type(minLength, '14');
    await user.click(screen.getByTestId('security-2fa-Backoffice'));
    await user.click(screen.getByTestId('security-passkey-Admin'));
    await user.click(screen.getByTestId('security-settings-submit'));

    expect(await screen.findByTestId('security-settings-saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/settings/security')).toEqual({
      ...security,
      passwordMinLength: 14,
      twoFactorRequiredRoles: ['Admin', 'Backoffice'],
      passkeyRequiredRoles: ['Admin'],
    });
  });

  it('refuses values out of bounds before calling the server', async () => {
    const fetchMock = mockSettingsApi();
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const minLength = await screen.findByTestId('security-passwordMinLength');
    await user.clear(minLength);
    await user.type(minLength, '4');
    await user.click(screen.getByTestId('security-settings-submit'));

    expect(await screen.findByTestId('security-settings-error')).toHaveTextContent(
      'Minimum password length must be a whole number from 8 to 128.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('refuses an idle limit longer than the whole session before calling the server', async () => {
    const fetchMock = mockSettingsApi();
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const idle = await screen.findByTestId('security-sessionIdleMinutes');
    await user.clear(idle);
    await user.type(idle, '600');
    await user.click(screen.getByTestId('security-settings-submit'));

    expect(await screen.findByTestId('security-settings-error')).toHaveTextContent(
      'The idle session limit cannot be longer than the maximum session length.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('refuses a raw tag in a template before saving (the contract rule)', async () => {
    const fetchMock = mockSettingsApi();
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    await user.selectOptions(await screen.findByTestId('template-key'), 'password_reset');
    const editor = await screen.findByTestId('template-editor');
    await user.clear(within(editor).getByTestId('template-html'));
    await user.click(within(editor).getByTestId('template-html'));
    await user.paste('<p>{{{name}}}</p>');
    await user.click(within(editor).getByTestId('template-save'));

    expect(await within(editor).findByTestId('template-error')).toHaveTextContent('Templates cannot use raw tags, partials or delimiter changes.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('sends the edited template to the signed-in admin as a test', async () => {
    const fetchMock = mockSettingsApi({ 'POST /api/email-templates/password_reset/en-US/test': () => json({ to: 'ana@example.test' }, 202) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    await screen.findByText('This template does not exist in this language.');
    await user.selectOptions(screen.getByTestId('template-key'), 'password_reset');
    const editor = await screen.findByTestId('template-editor');
    await user.type(within(editor).getByTestId('template-subject'), ' now');
    await user.click(within(editor).getByTestId('template-send-test'));

    expect(await screen.findByTestId('template-send-test-done')).toHaveTextContent('A test email is on its way to ana@example.test.');
    expect(sentBody(fetchMock, 'POST', '/api/email-templates/password_reset/en-US/test')).toEqual({ subject: 'Reset your password now', html: template.html, text: template.text });
  });

  it('previews an edited template in a sandboxed frame and saves it', async () => {
    const fetchMock = mockSettingsApi({
      'POST /api/email-templates/password_reset/en-US/preview': () =>
        json({ subject: 'Reset your password now', html: '<p>Hello Ana</p>', text: 'Hello Ana' }),
      'PUT /api/email-templates/password_reset/en-US': (init) => json({ ...template, ...JSON.parse(String(init?.body)) }),
    });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('This template does not exist in this language.')).toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('template-key'), 'password_reset');
    const editor = await screen.findByTestId('template-editor');
    expect(within(editor).getByTestId('template-subject')).toHaveValue('Reset your password');
    expect(within(editor).getByText('{{link}}')).toBeInTheDocument();
    await user.type(within(editor).getByTestId('template-subject'), ' now');
    await user.click(within(editor).getByTestId('template-preview'));

    const preview = await screen.findByTestId('template-preview-result');
    expect(preview).toHaveTextContent('Reset your password now');
    const frame = within(preview).getByTestId('template-preview-html');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hello Ana</p>');
    expect(sentBody(fetchMock, 'POST', '/api/email-templates/password_reset/en-US/preview')).toEqual({
      subject: 'Reset your password now',
      html: template.html,
      text: template.text,
    });

    await user.click(within(editor).getByTestId('template-save'));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', '/api/email-templates/password_reset/en-US')).toEqual({
        subject: 'Reset your password now',
        html: template.html,
        text: template.text,
      }),
    );
  });

  it('saves the documents and search settings', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/settings/documents': (init) => json(JSON.parse(String(init?.body))) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const maxUpload = await screen.findByTestId('document-settings-maxUpload');
    expect(maxUpload).toHaveValue('20');
    await user.clear(maxUpload);
    await user.type(maxUpload, '50');
    await user.click(screen.getByTestId('document-settings-globalSearch'));
    await user.click(screen.getByTestId('document-settings-submit'));

    expect(await screen.findByTestId('document-settings-saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/settings/documents')).toEqual({ maxUploadMegabytes: 50, globalSearchActive: false });
  });

  it('saves the log retention, and refuses fewer than 7 days before calling the server', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/settings/log-retention': (init) => json(JSON.parse(String(init?.body))) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const days = await screen.findByTestId('log-retention-days');
    expect(days).toHaveValue('365');
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByTestId('log-retention-submit'));
    expect(await screen.findByTestId('log-retention-error')).toHaveTextContent('Keep entries for (days) must be a whole number from 7 to 3650.');
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).includes('/api/settings/log-retention') && init?.method === 'PUT')).toBe(false);

    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByTestId('log-retention-submit'));
    expect(await screen.findByTestId('log-retention-saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/settings/log-retention')).toEqual({ days: 90 });
  });

  it('refuses an upload limit out of bounds before calling the server', async () => {
    const fetchMock = mockSettingsApi();
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const maxUpload = await screen.findByTestId('document-settings-maxUpload');
    await user.clear(maxUpload);
    await user.type(maxUpload, '500');
    await user.click(screen.getByTestId('document-settings-submit'));

    expect(await screen.findByTestId('document-settings-error')).toHaveTextContent('Largest upload must be a whole number from 1 to 200.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('switches the bell off, clears the survey login and asks the bell again', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/settings/notifications': (init) => json(JSON.parse(String(init?.body))) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const url = await screen.findByTestId('notification-settings-ticketUrl');
    expect(url).toHaveValue('https://survey.example.test/login');
    const bellAsks = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/Common/ShowsNotifications')).length;
    const before = bellAsks();
    await user.click(screen.getByTestId('notification-settings-enabled'));
    await user.clear(url);
    await user.click(screen.getByTestId('notification-settings-submit'));

    expect(await screen.findByTestId('notification-settings-saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/settings/notifications')).toEqual({ notificationsEnabled: false });
    await waitFor(() => expect(bellAsks()).toBeGreaterThan(before));
  });

  it('refuses a survey login that is not an http(s) address before calling the server', async () => {
    const fetchMock = mockSettingsApi();
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const url = await screen.findByTestId('notification-settings-ticketUrl');
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByTestId('notification-settings-submit'));

    expect(await screen.findByTestId('notification-settings-error')).toHaveTextContent('Enter a full http:// or https:// address of up to 500 characters.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('turns chat on with its page address, and the chat frame asks again', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/settings/chat': (init) => json(JSON.parse(String(init?.body))) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const url = await screen.findByTestId('chat-settings-url');
    const chatAsks = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/Backoffice/Common/ShowChat')).length;
    const before = chatAsks();
    await user.click(screen.getByTestId('chat-settings-enabled'));
    await user.type(url, '  https://chat.example.test/widget ');
    await user.click(screen.getByTestId('chat-settings-submit'));

    expect(await screen.findByTestId('chat-settings-saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/settings/chat')).toEqual({ enabled: true, url: 'https://chat.example.test/widget' });
    await waitFor(() => expect(chatAsks()).toBeGreaterThan(before));
  });

  it('asks for the chat page address before turning chat on, and refuses one that is not http(s)', async () => {
    const fetchMock = mockSettingsApi();
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const url = await screen.findByTestId('chat-settings-url');
    await user.click(screen.getByTestId('chat-settings-enabled'));
    await user.click(screen.getByTestId('chat-settings-submit'));
    expect(await screen.findByTestId('chat-settings-error')).toHaveTextContent('Enter the chat page address to turn chat on.');

    for (const refused of ['javascript:alert(1)', '//chat.example.test/widget', 'data:text/html,hi']) {
      await user.clear(url);
      await user.type(url, refused);
      await user.click(screen.getByTestId('chat-settings-submit'));
      expect(await screen.findByTestId('chat-settings-error')).toHaveTextContent(/^Enter a full http:\/\/ or https:\/\/ address, or a path on this site starting with a single \//);
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('takes a path on this site, such as the demo chat’s', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/settings/chat': (init) => json(JSON.parse(String(init?.body))) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('chat-settings-enabled'));
    await user.type(screen.getByTestId('chat-settings-url'), '/chat-demo');
    await user.click(screen.getByTestId('chat-settings-submit'));

    expect(await screen.findByTestId('chat-settings-saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/settings/chat')).toEqual({ enabled: true, url: '/chat-demo' });
  });

  it('translates a refused save', async () => {
    mockSettingsApi({ 'PUT /api/settings/security': () => problem('VALIDATION_FAILED', 400) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('security-settings-submit'));

    expect(await screen.findByTestId('security-settings-error')).toHaveTextContent('Some of the data sent is not valid.');
  });

  it('lists the sections with links to their anchors', async () => {
    mockSettingsApi();
    signInAs();
    renderApp(['/dashboard/Settings']);

    const nav = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#security', '#sso', '#documents', '#notifications', '#orders', '#sla', '#sla-companies', '#chat', '#reports', '#erp', '#retention', '#templates']);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'QlikSense Configuration' })).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(nav).getByRole('link', { name: 'ERP connector' }));
    expect(document.activeElement).toBe(document.getElementById('erp'));
    expect(screen.queryByTestId('forbidden')).not.toBeInTheDocument();
  });

  it('saves the service levels (targets, days, an added holiday) and a company’s own targets', async () => {
    const fetchMock = mockSettingsApi({
      'PUT /api/settings/sla': (init) => json(JSON.parse(String(init?.body))),
      [`GET /api/sla/companies/${SLA_COMPANY}`]: () => json({ overrides: [] }),
      [`PUT /api/sla/companies/${SLA_COMPANY}`]: (init) => json(JSON.parse(String(init?.body))),
    });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const first = await screen.findByTestId('sla-settings-first-Urgent');
    expect(first).toHaveValue('1');
    await user.clear(first);
    await user.type(first, '2.5');
    await user.click(within(screen.getByTestId('sla-settings-days')).getByLabelText('Sat'));
    await user.click(screen.getByTestId('sla-settings-add-holiday'));
    await user.type(within(screen.getByTestId('sla-settings-holidays')).getByLabelText('Date'), '2026-12-24');
    await user.click(screen.getByTestId('sla-settings-submit'));
    expect(await screen.findByTestId('sla-settings-saved')).toBeInTheDocument();
    const saved = putCalls(fetchMock, '/api/settings/sla')[0] as typeof DEFAULT_SLA_SETTINGS;
    expect(saved.targets.Urgent).toEqual({ firstResponseHours: 2.5, resolutionHours: 8 });
    expect(saved.workingDays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(saved.extraHolidays).toEqual([{ date: '2026-12-24', country: null, name: '' }]);

    await user.selectOptions(screen.getByTestId('sla-company-picker'), SLA_COMPANY);
    await user.type(await screen.findByTestId('sla-company-firstResponseMinutes-High'), '90');
    await user.type(screen.getByTestId('sla-company-resolutionMinutes-High'), '600');
    await user.click(screen.getByTestId('sla-company-submit'));
    expect(await screen.findByTestId('sla-company-saved')).toBeInTheDocument();
    expect(putCalls(fetchMock, `/api/sla/companies/${SLA_COMPANY}`)).toEqual([{ overrides: [{ priority: 'High', firstResponseMinutes: 90, resolutionMinutes: 600 }] }]);
  });

  it('saves the order cancel cut-off, and refuses more than 720 hours before calling the server', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/settings/orders': (init) => json(JSON.parse(String(init?.body))) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const cutoff = await screen.findByTestId('order-settings-cutoff');
    expect(cutoff).toHaveValue('48');
    await user.clear(cutoff);
    await user.type(cutoff, '800');
    await user.click(screen.getByTestId('order-settings-submit'));
    expect(await screen.findByTestId('order-settings-error')).toHaveTextContent('Cancel cut-off (hours) must be a whole number from 0 to 720.');
    expect(putCalls(fetchMock, '/api/settings/orders')).toEqual([]);

    await user.clear(cutoff);
    await user.type(cutoff, '72');
    await user.click(screen.getByTestId('order-settings-submit'));
    expect(await screen.findByTestId('order-settings-saved')).toHaveTextContent('The changes have been saved.');
    expect(sentBody(fetchMock, 'PUT', '/api/settings/orders')).toEqual({ cancelCutoffHours: 72 });
  });

  it('shows a stored Power BI secret only as set, saves the Qlik settings without it, then replaces and removes it', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/settings/reports': savedReports });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const section = await screen.findByTestId('reports-settings-form');
    expect(await within(section).findByTestId('reports-settings-qlikUserDirectory')).toHaveValue('CUSTOMERHUB');
    expect(within(section).getByTestId('reports-settings-powerBiClientSecret-state')).toHaveTextContent('Set');
    expect(within(section).queryByTestId('reports-settings-powerBiClientSecret')).not.toBeInTheDocument();

    // Qlik Sense chosen, its dashboard address set: the secret is not sent, so the stored one stays.
    await user.click(within(section).getByLabelText('Qlik Sense'));
    await user.type(within(section).getByTestId('reports-settings-qlikDashboardUrl'), 'https://qlik.example.test/sheet/1');
    await user.click(within(section).getByTestId('reports-settings-submit'));
    expect(await within(section).findByTestId('reports-settings-saved')).toBeInTheDocument();
    expect(putCalls(fetchMock, '/api/settings/reports')[0]).toEqual({ ...reportFields, reportsProvider: 'qlik', qlikDashboardUrl: 'https://qlik.example.test/sheet/1' });

    // Replaced: "Replace" opens an empty box, which must then be filled.
    await user.click(within(section).getByTestId('reports-settings-powerBiClientSecret-replace'));
    const box = within(section).getByTestId('reports-settings-powerBiClientSecret');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('type', 'password');
    expect(box).toHaveFocus();
    await user.click(within(section).getByTestId('reports-settings-submit'));
    expect(await within(section).findByTestId('reports-settings-error')).toHaveTextContent('Client secret: type the new value, or keep the stored one.');
    expect(putCalls(fetchMock, '/api/settings/reports')).toHaveLength(1);
    await user.type(box, 'new-client-secret');
    await user.click(within(section).getByTestId('reports-settings-submit'));
    await waitFor(() => expect(putCalls(fetchMock, '/api/settings/reports')).toHaveLength(2));
    expect(putCalls(fetchMock, '/api/settings/reports')[1]).toMatchObject({ powerBiClientSecret: 'new-client-secret' });
    // Saved: shown as set again, the typed value gone from the page.
    expect(await within(section).findByTestId('reports-settings-powerBiClientSecret-state')).toHaveTextContent('Set');
    expect(within(section).queryByTestId('reports-settings-powerBiClientSecret')).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('new-client-secret');

    // Removed: an empty secret is sent; then there is none, and a box to enter one.
    await user.click(within(section).getByTestId('reports-settings-powerBiClientSecret-clear'));
    expect(within(section).getByTestId('reports-settings-powerBiClientSecret-state')).toHaveTextContent('Removed when you save');
    await user.click(within(section).getByTestId('reports-settings-submit'));
    await waitFor(() => expect(putCalls(fetchMock, '/api/settings/reports')).toHaveLength(3));
    expect(putCalls(fetchMock, '/api/settings/reports')[2]).toMatchObject({ powerBiClientSecret: '' });
    expect(await within(section).findByTestId('reports-settings-powerBiClientSecret')).toHaveAttribute('placeholder', 'Not set');
  });

  it('takes the Qlik client certificate with its key, and says when the server refuses the key', async () => {
    const CERT = '-----BEGIN CERTIFICATE-----\nMIIBcert\n-----END CERTIFICATE-----';
    const KEY = '-----BEGIN PRIVATE KEY-----\nMIIEkey\nline2\n-----END PRIVATE KEY-----';
    let refuse = true;
    const fetchMock = mockSettingsApi({
      'PUT /api/settings/reports': (init) =>
        refuse
          ? json({ type: 'about:blank', title: 'x', status: 400, code: 'VALIDATION_FAILED', errors: [{ path: 'body.qlikClientKey', message: 'The private key does not belong to the client certificate' }] }, 400)
          : savedReports(init),
    });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByTestId('reports-settings-form');

    // A certificate without its key is refused on the page.
    await user.click(await within(section).findByTestId('reports-settings-qlikClientCertificate'));
    await user.paste(CERT);
    await user.click(within(section).getByTestId('reports-settings-submit'));
    expect(await within(section).findByTestId('reports-settings-error')).toHaveTextContent('Client certificate key: a client certificate needs its private key, and a key its certificate.');
    expect(putCalls(fetchMock, '/api/settings/reports')).toHaveLength(0);

    // The key keeps its line breaks (a text area, not a password box).
    const key = within(section).getByTestId('reports-settings-qlikClientKey');
    expect(key.tagName).toBe('TEXTAREA');
    await user.click(key);
    await user.paste(KEY);
    await user.click(within(section).getByTestId('reports-settings-submit'));
    expect(await within(section).findByTestId('reports-settings-qlikClientKey-refused')).toHaveTextContent('not the one of this certificate');
    expect(putCalls(fetchMock, '/api/settings/reports')[0]).toMatchObject({ qlikClientCertificate: CERT, qlikClientKey: KEY });

    refuse = false;
    await user.click(within(section).getByTestId('reports-settings-submit'));
    expect(await within(section).findByTestId('reports-settings-qlikClientKey-state')).toHaveTextContent('Set');
    expect(document.body.innerHTML).not.toContain('MIIEkey');
  });

  it('refuses reporting values that do not fit, naming the field, in the reader’s language', async () => {
    const fetchMock = mockSettingsApi();
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const section = await screen.findByTestId('reports-settings-form');
    const url = await within(section).findByTestId('reports-settings-qlikReportsUrl');
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(section).getByTestId('reports-settings-submit'));
    expect(await within(section).findByTestId('reports-settings-error')).toHaveTextContent(
      'Qlik Sense reports URL: enter a full http:// or https:// address of up to 500 characters, or leave it empty.',
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.clear(url);
    await user.type(within(section).getByTestId('reports-settings-powerBiReportId'), 'report-1');
    await user.click(within(section).getByTestId('reports-settings-submit'));
    expect(await within(section).findByText('Report id: enter a GUID such as 00000000-0000-0000-0000-000000000000, or leave it empty.')).toBeInTheDocument();
    expect(putCalls(fetchMock, '/api/settings/reports')).toEqual([]);
  });

  it('refuses a chosen reporting tool without the values it needs, field by field', async () => {
    const fetchMock = mockSettingsApi({ 'GET /api/settings/reports': () => json({ ...reports, powerBiClientSecretSet: false }), 'PUT /api/settings/reports': savedReports });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByTestId('reports-settings-form');
    const submit = () => user.click(within(section).getByTestId('reports-settings-submit'));
    const error = () => within(section).findByTestId('reports-settings-error');

    // Power BI with its client id, workspace, report and secret empty: each is named in turn.
    await user.click(await within(section).findByLabelText('Power BI'));
    await submit();
    expect(await error()).toHaveTextContent('Client (application) id: required while Power BI is the reporting tool.');
    expect(within(section).getByTestId('reports-settings-powerBiClientId')).toHaveAttribute('aria-invalid', 'true');
    const paste = async (field: string, value: string) => {
      await user.click(within(section).getByTestId(`reports-settings-${field}`));
      await user.paste(value);
    };
    await paste('powerBiClientId', '1b4f6a2e-8c3d-4e5f-9a0b-1c2d3e4f5a6b');
    await submit();
    expect(await error()).toHaveTextContent('Client secret: required while Power BI is the reporting tool.');
    await paste('powerBiClientSecret', 'a-client-secret');
    await paste('powerBiWorkspaceId', '2c5a7b3f-9d4e-4f60-8b1c-2d3e4f5a6b7c');
    await submit();
    expect(await error()).toHaveTextContent('Report id: enter both the workspace and the report, or leave both empty so each company uses its own report.');
    expect(putCalls(fetchMock, '/api/settings/reports')).toEqual([]);
    await paste('powerBiReportId', '3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d');
    await submit();
    await waitFor(() => expect(putCalls(fetchMock, '/api/settings/reports')).toHaveLength(1));
    expect(putCalls(fetchMock, '/api/settings/reports')[0]).toMatchObject({ reportsProvider: 'powerBi', powerBiClientSecret: 'a-client-secret' });

    // Saved with a secret: it now counts as stored, so keeping it is enough; removing it is not.
    await submit();
    await waitFor(() => expect(putCalls(fetchMock, '/api/settings/reports')).toHaveLength(2));
    await user.click(within(section).getByTestId('reports-settings-powerBiClientSecret-clear'));
    await submit();
    expect(await error()).toHaveTextContent('Client secret: required while Power BI is the reporting tool.');

    // Qlik Sense needs one of its pages (its user directory and ticket URL are set here).
    await user.click(within(section).getByLabelText('Qlik Sense'));
    await submit();
    expect(await error()).toHaveTextContent('Qlik Sense reports URL: Qlik Sense needs the address of its reports page, of its dashboard page, or both.');
    expect(putCalls(fetchMock, '/api/settings/reports')).toHaveLength(2);
  });

  it('says what is refused in Spanish to an admin who reads Spanish', async () => {
    const fetchMock = mockSettingsApi({}, userVM({ roles: ['Admin'], language: 'es-ES' }));
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const section = await screen.findByTestId('reports-settings-form');
    await user.type(await within(section).findByTestId('reports-settings-qlikTicketUrl'), ' ftp://qlik');
    await user.click(within(section).getByTestId('reports-settings-submit'));
    expect(await within(section).findByTestId('reports-settings-error')).toHaveTextContent(
      'URL del ticket de Qlik: indique una dirección http:// o https:// completa de hasta 500 caracteres, o déjelo vacío.',
    );
    // Power BI chosen without its client id.
    await user.clear(within(section).getByTestId('reports-settings-qlikTicketUrl'));
    await user.click(within(section).getByLabelText('Power BI'));
    await user.click(within(section).getByTestId('reports-settings-submit'));
    expect(await within(section).findByTestId('reports-settings-error')).toHaveTextContent(
      'Id de cliente (aplicación): obligatorio mientras Power BI sea la herramienta de informes.',
    );
    expect(putCalls(fetchMock, '/api/settings/reports')).toEqual([]);
  });

  it('saves the ERP connection keeping its stored secret, and turns it off', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/sync/settings': (init) => json({ ...erp, ...JSON.parse(String(init?.body)), odata: JSON.parse(String(init?.body)).odata && odata }) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const section = await screen.findByTestId('erp-settings-form');
    expect(await within(section).findByTestId('erp-settings-baseUrl')).toHaveValue('https://bc.example.test/api/v2.0');
    expect(within(section).getByTestId('erp-settings-secret-state')).toHaveTextContent('Set');
    const hour = within(section).getByTestId('erp-settings-hour');
    await user.clear(hour);
    await user.type(hour, '4');
    expect(within(section).getByTestId('erp-settings-entity-set-buildings')).toHaveValue('facilityBuildings');
    // An entity set's name is checked before anything is sent.
    await user.type(within(section).getByTestId('erp-settings-entity-set-sites'), '9 sites');
    await user.click(within(section).getByTestId('erp-settings-submit'));
    expect(await within(section).findByTestId('erp-settings-error')).toHaveTextContent('Sites entity set: a name of letters, digits and _ starting with a letter');
    expect(putCalls(fetchMock, '/api/sync/settings')).toHaveLength(0);
    await user.clear(within(section).getByTestId('erp-settings-entity-set-sites'));
    await user.type(within(section).getByTestId('erp-settings-entity-set-sites'), 'facilitySites');
    await user.click(within(section).getByTestId('erp-settings-submit'));
    expect(await within(section).findByTestId('erp-settings-saved')).toBeInTheDocument();
    expect(putCalls(fetchMock, '/api/sync/settings')[0]).toEqual({
      nightly: true,
      nightlyHourUtc: 4,
      odata: {
        baseUrl: odata.baseUrl,
        erpCompanyId: 'cronus',
        companyCode: 'BC-CRONUS',
        companyName: 'Cronus',
        authKind: 'oauth2',
        tokenUrl: odata.tokenUrl,
        clientId: 'hub-sync',
        ledgerEntitySet: 'customerLedgerEntries',
        entitySets: { sites: 'facilitySites', buildings: 'facilityBuildings' },
      },
    });

    // Basic sign-in needs a user name.
    await user.click(within(section).getByLabelText('User name and password'));
    await user.click(within(section).getByTestId('erp-settings-submit'));
    expect(await within(section).findByTestId('erp-settings-error')).toHaveTextContent('Sign-in with a password needs the user name.');
    expect(putCalls(fetchMock, '/api/sync/settings')).toHaveLength(1);

    await user.click(within(section).getByTestId('erp-settings-connector'));
    await user.click(within(section).getByTestId('erp-settings-submit'));
    await waitFor(() => expect(putCalls(fetchMock, '/api/sync/settings')).toHaveLength(2));
    expect(putCalls(fetchMock, '/api/sync/settings')[1]).toEqual({ nightly: true, nightlyHourUtc: 4, odata: null });
  });

  it('sets up a new ERP connection with its secret', async () => {
    const fetchMock = mockSettingsApi({
      'GET /api/sync/settings': () => json({ nightly: false, nightlyHourUtc: 2, odata: null }),
      'PUT /api/sync/settings': () => json({ ...erp, nightly: false }),
    });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const section = await screen.findByTestId('erp-settings-form');
    await user.click(await within(section).findByTestId('erp-settings-connector'));
    await user.click(within(section).getByTestId('erp-settings-submit'));
    expect(await within(section).findByTestId('erp-settings-error')).toHaveTextContent('API address: this value is needed while the connection is on.');

    await user.type(within(section).getByTestId('erp-settings-baseUrl'), 'https://bc.example.test/api/v2.0');
    await user.type(within(section).getByTestId('erp-settings-erpCompanyId'), 'cronus');
    await user.type(within(section).getByTestId('erp-settings-companyCode'), 'BC-CRONUS');
    await user.type(within(section).getByTestId('erp-settings-companyName'), 'Cronus');
    await user.type(within(section).getByTestId('erp-settings-tokenUrl'), 'https://login.example.test/token');
    await user.type(within(section).getByTestId('erp-settings-clientId'), 'hub-sync');
    await user.type(within(section).getByTestId('erp-settings-secret'), 'erp-client-secret');
    await user.click(within(section).getByTestId('erp-settings-submit'));

    expect(await within(section).findByTestId('erp-settings-saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/sync/settings')).toMatchObject({ nightly: false, odata: { baseUrl: 'https://bc.example.test/api/v2.0', secret: 'erp-client-secret' } });
    // Stored: shown as set, the typed value gone.
    expect(await within(section).findByTestId('erp-settings-secret-state')).toHaveTextContent('Set');
    expect(document.body.innerHTML).not.toContain('erp-client-secret');
  });
});
