import multipart from '@fastify/multipart';
import { z } from 'zod';
import { contextOf } from '@/context.ts';
import { sniffContentType } from '@/lib/content-type.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import { readUpload, requireFile } from '@/lib/multipart.ts';
import { moduleRoutes, perMinute } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { homeContentEndpoints as api } from '@customer-hub/contract/endpoints/home-content';
import {
  HOME_IMAGE_CONTENT_TYPES,
  HOME_IMAGE_MAX_MEGABYTES,
  HomeImage,
  HomeImageParams,
  HomeImageQuery,
  UploadHomeImageFields,
} from '@customer-hub/contract/home-content';
import { ImageSigner } from './images.ts';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'home-content', policy: 'staff' }, async (add, app) => {
  const signer = new ImageSigner(app.secretBox.deriveKey('home-images'));
  await app.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 256, parts: 6 } });

  add(
    api.getHome,
    {
      summary: 'My Home page: slides, news, links and featured documents',
      description:
        'In my language, else Spanish (es-ES), else any language, per item. Only published items inside their schedule whose audience ' +
        'holds my company (staff see every audience); news newest first, the rest in their set order. Featured documents I may not ' +
        'download are left out. Image addresses are signed and valid a day or more.',
      policy: 'authenticated',
    },
    (request) => service.home(app.db, signer, requirePrincipal(request)),
  );

  add(api.findHomeItems, 'Home items of one kind, drafts included, of one language or all', (request) => service.findItems(app.db, signer, request.query));
  add(api.createHomeItem, 'Create a Home item (the news body cleaned; audited)', async (request, reply) =>
    reply.code(201).send(await service.createItem(contextOf(app, request), signer, app.notifications.bus, request.body)),
  );
  add(api.updateHomeItem, 'Change a Home item: content, schedule, audience (audited)', (request) =>
    service.updateItem(contextOf(app, request), signer, app.notifications.bus, request.params.id, request.body),
  );
  add(api.publishHomeItem, 'Publish a Home item (audited)', (request) => service.setPublished(contextOf(app, request), signer, app.notifications.bus, request.params.id, true));
  add(api.unpublishHomeItem, 'Take a Home item back to draft (audited)', (request) =>
    service.setPublished(contextOf(app, request), signer, app.notifications.bus, request.params.id, false),
  );
  add(api.reorderHomeItems, 'Set the order of slides, links or featured documents of one language (audited)', async (request, reply) => {
    await service.reorder(contextOf(app, request), app.notifications.bus, request.body.ids);
    return reply.code(204).send(null);
  });
  add(api.deleteHomeItem, 'Delete a Home item (audited)', async (request, reply) => {
    await service.deleteItem(contextOf(app, request), app.notifications.bus, request.params.id);
    return reply.code(204).send(null);
  });

  app.post(
    '/api/home-images',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['home-content'],
        operationId: 'uploadHomeImage',
        summary: 'Upload a slide or news photo, or a logo (staff): multipart/form-data, a `purpose` field and one `file` part',
        description:
          `JPEG, PNG or WebP, decided from the bytes (415 FILE_TYPE_NOT_ALLOWED otherwise), at most ${HOME_IMAGE_MAX_MEGABYTES} MB ` +
          '(413 FILE_TOO_LARGE). Re-encoded to WebP at two widths (photos 1600 and 800 px, logos 320 and 160 px), never enlarged, metadata removed.',
        consumes: ['multipart/form-data'],
        response: { 201: HomeImage },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, HOME_IMAGE_MAX_MEGABYTES * 1024 * 1024, `The image is larger than ${HOME_IMAGE_MAX_MEGABYTES} MB`);
      const fields = UploadHomeImageFields.safeParse(upload.fields);
      if (!fields.success) throw new AppError(400, 'VALIDATION_FAILED', 'Invalid fields', { errors: [{ path: 'purpose', message: 'photo or logo' }] });
      const file = requireFile(upload);
      const type = await sniffContentType(file.bytes, HOME_IMAGE_CONTENT_TYPES);
      if (!type) throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', 'Only JPEG, PNG and WebP images');
      return reply.code(201).send(await service.uploadImage(contextOf(app, request), app.storage, signer, fields.data.purpose, file.bytes));
    },
  );

  app.get(
    '/api/home-images/:id/:variant',
    {
      config: { policy: 'public', rateLimit: perMinute(600), media: { 200: ['image/webp'] } },
      schema: {
        tags: ['home-content'],
        operationId: 'getHomeImage',
        summary: 'A Home image (WebP) by its signed address',
        description:
          'The address comes from GET /api/home or the back office’s lists, which sign only images of items shown to the caller; ' +
          'an altered or expired address is 404. The bytes behind an address never change: cached as immutable until it expires.',
        params: HomeImageParams,
        querystring: HomeImageQuery,
        response: { 200: z.unknown().describe('The WebP bytes'), 304: z.unknown().describe('Not modified (If-None-Match)') },
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const left = signer.verify(id, variant, request.query.exp, request.query.sig);
      if (left === undefined) throw notFound('Image');
      const image = await service.imageVariant(app.db, id, variant);
      reply.header('etag', image.etag).header('cache-control', `private, max-age=${left}, immutable`);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type('image/webp').send(await app.storage.get(image.key));
    },
  );
});
