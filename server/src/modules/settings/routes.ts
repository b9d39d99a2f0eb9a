import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SecuritySettings } from '@customer-hub/contract/settings';
import * as service from './service.ts';

const MapSettings = z.object({ tileUrl: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/map',
    { config: { policy: 'authenticated' }, schema: { tags: ['settings'], summary: 'Tile server of the sites map', response: { 200: MapSettings } } },
    async () => ({ tileUrl: app.config.mapTileUrl }),
  );

  app.get(
    '/api/settings/security',
    { config: { policy: 'admin' }, schema: { tags: ['settings'], summary: 'Password, two-factor and session settings', response: { 200: SecuritySettings } } },
    () => service.getSecuritySettings(app.db, app.config.tokenTtlMinutes),
  );
  app.put(
    '/api/settings/security',
    {
      config: { policy: 'admin' },
      schema: { tags: ['settings'], summary: 'Change password, two-factor and session settings', body: SecuritySettings, response: { 200: SecuritySettings } },
    },
    (request) => service.updateSecuritySettings(app.db, request.body),
  );
};

export default routes;
