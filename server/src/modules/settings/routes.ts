import { moduleRoutes } from '@/lib/route.ts';
import { contextOf } from '@/context.ts';
import { settingsEndpoints as api } from '@customer-hub/contract/endpoints/settings';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'settings', policy: 'admin' }, (add, app) => {
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

  // Spec §7: whether the top bar shows the global search icon.
  add(
    api.getGlobalSearchActive,
    { summary: 'Whether global search is on (spec call)', policy: signedIn, beforePolicyAcceptance: true },
    async () => (await service.getDocumentSettings(app.db)).globalSearchActive,
  );
});
