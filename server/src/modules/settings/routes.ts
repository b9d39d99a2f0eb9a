import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { contextOf } from '@/context.ts';
import { settingsEndpoints as api } from '@customer-hub/contract/endpoints/settings';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.getMapSettings,
    { config: { policy: 'authenticated' }, schema: { tags: ['settings'], summary: 'Tile server of the sites map' } },
    async () => ({ tileUrl: app.config.mapTileUrl }),
  );

  route(
    app,
    api.getSecuritySettings,
    { config: { policy: 'admin' }, schema: { tags: ['settings'], summary: 'Password, two-factor and session settings' } },
    () => service.getSecuritySettings(app.db, app.config.tokenTtlMinutes),
  );
  route(
    app,
    api.updateSecuritySettings,
    {
      config: { policy: 'admin' },
      schema: { tags: ['settings'], summary: 'Change password, two-factor and session settings' },
    },
    (request) => service.updateSecuritySettings(contextOf(app, request), request.body),
  );

  route(
    app,
    api.getDocumentSettings,
    { config: { policy: 'admin' }, schema: { tags: ['settings'], summary: 'Upload limit and global search switch' } },
    () => service.getDocumentSettings(app.db),
  );
  route(
    app,
    api.updateDocumentSettings,
    {
      config: { policy: 'admin' },
      schema: { tags: ['settings'], summary: 'Change the upload limit and global search switch' },
    },
    (request) => service.updateDocumentSettings(contextOf(app, request), request.body),
  );

  // Spec §7: whether the top bar shows the global search icon.
  route(
    app,
    api.getGlobalSearchActive,
    { config: { policy: 'authenticated' }, schema: { tags: ['settings'], summary: 'Whether global search is on (spec call)' } },
    async () => (await service.getDocumentSettings(app.db)).globalSearchActive,
  );
};

export default routes;
