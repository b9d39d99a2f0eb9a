import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBody, userVM } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';
import { reports, reportFields, odata, erp, savedReports, putCalls, mockSettingsApi } from './settings-test-data';

describe('settings (/dashboard/Settings): reporting tool and ERP connection', () => {
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
