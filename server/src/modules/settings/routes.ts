import { sendJsonString } from '@/lib/json-string.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { contextOf } from '@/context.ts';
import { settingsEndpoints as api } from '@customer-hub/contract/endpoints/settings';
import { getCompany } from '@/modules/org/service.ts';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'settings', policy: 'admin' }, (add, app) => {
  // A change saved on any instance reaches this one's cache at once (LISTEN/NOTIFY).
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await service.listenToSettings(app.database);
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });
  const signedIn = 'authenticated' as const;
  add(api.getMapSettings, { summary: 'Tile server of the sites map', policy: signedIn }, async () => ({ tileUrl: app.config.mapTileUrl }));

  add(api.getSecuritySettings, 'Password, two-factor and session settings', () => service.getSecuritySettings(app.db, app.config.tokenTtlMinutes));
  add(api.updateSecuritySettings, 'Change password, two-factor and session settings', (request) =>
    service.updateSecuritySettings(contextOf(app, request), request.body),
  );

  add(api.getDocumentSettings, 'Upload limit and global search switch', () => service.getDocumentSettings(app.db));
  add(api.updateDocumentSettings, 'Change the upload limit and global search switch', (request) =>
    service.updateDocumentSettings(contextOf(app, request), request.body),
  );

  add(api.getNotificationSettings, 'Bell on/off and the ticket site default', () => service.getNotificationSettings(app.db));
  add(api.updateNotificationSettings, 'Change the bell switch and the ticket site default', (request) =>
    service.updateNotificationSettings(contextOf(app, request), request.body),
  );

  add(api.getSlaSettings, 'Service levels: targets per priority, working hours, calendar, warning lead time and added holidays', () => service.getSlaSettings(app.db));
  add(api.updateSlaSettings, 'Change the service levels (tickets raised or changed afterwards follow them)', (request) =>
    service.updateSlaSettings(contextOf(app, request), request.body),
  );

  add(api.getOrderSettings, 'The order cancel cut-off', () => service.getOrderSettings(app.db));
  add(api.updateOrderSettings, 'Change the order cancel cut-off (every instance follows at once)', (request) =>
    service.updateOrderSettings(contextOf(app, request), request.body),
  );

  add(api.getReportsSettings, 'Reporting tool: Qlik Sense and Power BI settings (the client secret is never answered)', () =>
    service.getReportsSettingsForAdmin(app.db),
  );
  add(
    api.updateReportsSettings,
    {
      summary: 'Change the reporting tool settings',
      description:
        '`powerBiClientSecret` and `qlikClientKey` are write-only: left out, the stored one is kept; an empty string clears it. They are stored sealed and never answered or logged. The Qlik client certificate and its key must be a pair (both or neither).',
    },
    (request) => service.updateReportsSettings(contextOf(app, request), app.secretBox, request.body),
  );
  add(api.getCompanyPowerBiReport, 'The Power BI report of one company (both empty: the reports settings’ one)', async (request) => {
    const company = await getCompany(contextOf(app, request), request.params.companyId);
    return service.getCompanyPowerBiReport(app.db, company.id);
  });
  add(
    api.updateCompanyPowerBiReport,
    {
      summary: 'Set the Power BI report of one company, or (both empty) fall back to the reports settings’ one',
      description: 'Its contacts’ embed token is generated for this workspace and report. Audited. 404 for an unknown company.',
    },
    async (request) => {
      const ctx = contextOf(app, request);
      const company = await getCompany(ctx, request.params.companyId);
      return service.updateCompanyPowerBiReport(ctx, company, request.body);
    },
  );

  add(api.getChatSettings, 'Chat frame on/off and the chat page URL', () => service.getChatSettings(app.db));
  add(api.updateChatSettings, 'Change the chat switch and URL (the CSP frame-src follows)', (request) =>
    service.updateChatSettings(contextOf(app, request), request.body),
  );
  // Spec §7, no token. The spec's odd boolean: the shell shows the chat when this is FALSY, so it
  // answers false while chat is on with a URL and true while it is off.
  add(
    api.showChat,
    {
      summary: 'Spec call: whether to hide the chat frame (no token; false = show it)',
      description: 'The spec\'s odd boolean: the chat frame is shown when this answers a falsy value. `false` while chat is on with a URL, `true` while it is off.',
      policy: 'public',
    },
    () => service.showChatFlag(app.db),
  );
  // The shell frames the chat while a privacy policy awaits the user, so it may ask about it there.
  add(
    api.getChatUrl,
    { summary: 'Spec call: the chat page URL (empty while chat is off)', policy: signedIn, beforePolicyAcceptance: true },
    async (_request, reply) => sendJsonString(reply, await service.chatUrl(app.db)),
  );

  // Spec §7: whether the top bar shows the global search icon.
  add(
    api.getGlobalSearchActive,
    { summary: 'Whether global search is on (spec call)', policy: signedIn, beforePolicyAcceptance: true },
    async () => (await service.getDocumentSettings(app.db)).globalSearchActive,
  );
});
