import type { DEFAULT_SLA_SETTINGS } from '@customer-hub/contract/sla';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { json, problem, renderApp, signInAs } from '../../../../test/render';
import { DEFAULT_RETENTION_SETTINGS } from '@customer-hub/contract/retention';
import { security, template, putCalls, SLA_COMPANY, mockSettingsApi, retentionStatus } from './settings-test-data';

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

  it('saves the retention policy per kind, refuses a period out of its bounds before calling the server, and keeps a kind forever', async () => {
    const fetchMock = mockSettingsApi({ 'PUT /api/settings/retention': (init) => json(JSON.parse(String(init?.body))) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    const days = await screen.findByTestId('retention-days-loginLog');
    expect(days).toHaveValue('365');
    // What the last run did, and when the next is due.
    expect(screen.getByTestId('retention-removed-loginLog')).toHaveTextContent('12 removed');
    expect(screen.getByTestId('retention-next-run')).toHaveTextContent('Next run');
    // The sign-in log cannot be kept forever; the audit log can.
    expect(screen.queryByTestId('retention-forever-loginLog')).toBeNull();
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByTestId('retention-submit'));
    expect(await screen.findByTestId('retention-error')).toHaveTextContent('Sign-in log: a whole number of days from 7 to 3650.');
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).includes('/api/settings/retention') && init?.method === 'PUT')).toBe(false);

    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByTestId('retention-forever-auditLog'));
    expect(screen.getByTestId('retention-days-auditLog')).toBeDisabled();
    await user.click(screen.getByTestId('retention-submit'));
    expect(await screen.findByTestId('retention-saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/settings/retention')).toEqual({ ...DEFAULT_RETENTION_SETTINGS, loginLog: 90, auditLog: null });
  });

  it('runs the retention job now only once confirmed, then shows it running', async () => {
    let running = false;
    const started = { ...retentionStatus.lastRun, id: '6c3a1d4f-2e5b-4a7c-8d9e-0f1a2b3c4d5e', trigger: 'manual', status: 'running', finishedAt: null, startedBy: 'admin', startedAt: '2026-12-01T10:00:00Z' };
    const fetchMock = mockSettingsApi({
      'GET /api/settings/retention/status': () => json(running ? { ...retentionStatus, running: started } : retentionStatus),
      'POST /api/settings/retention/run': () => {
        running = true;
        return json({ run: started }, 202);
      },
    });
    signInAs();
    renderApp(['/dashboard/Settings']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('retention-run-now'));
    const dialog = await screen.findByTestId('retention-run-confirm');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/settings/retention/run'))).toBe(false);
    await user.click(within(dialog).getByTestId('retention-run-confirm-confirm'));
    expect(await screen.findByTestId('retention-running')).toHaveTextContent('Running since');
    expect(screen.getByTestId('retention-run-now')).toBeDisabled();
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
});
