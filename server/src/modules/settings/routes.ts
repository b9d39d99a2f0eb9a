import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentSettings } from '@customer-hub/contract/documents';
import { SecuritySettings } from '@customer-hub/contract/settings';
import { contextOf } from '@/context.ts';
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
    (request) => service.updateSecuritySettings(contextOf(app, request), request.body),
  );

  app.get(
    '/api/settings/documents',
    { config: { policy: 'admin' }, schema: { tags: ['settings'], summary: 'Upload limit and global search switch', response: { 200: DocumentSettings } } },
    () => service.getDocumentSettings(app.db),
  );
  app.put(
    '/api/settings/documents',
    {
      config: { policy: 'admin' },
      schema: { tags: ['settings'], summary: 'Change the upload limit and global search switch', body: DocumentSettings, response: { 200: DocumentSettings } },
    },
    (request) => service.updateDocumentSettings(contextOf(app, request), request.body),
  );

  // Spec §7: whether the top bar shows the global search icon.
  app.get(
    '/api/Backoffice/Settings/GlobalSearchActive',
    { config: { policy: 'authenticated' }, schema: { tags: ['settings'], summary: 'Whether global search is on (spec call)', response: { 200: z.boolean() } } },
    async () => (await service.getDocumentSettings(app.db)).globalSearchActive,
  );
};

export default routes;
