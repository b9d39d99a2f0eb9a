import { contextOf } from '@/context.ts';
import { moduleRoutes, perMinute } from '@/lib/route.ts';
import { cookiesEndpoints as api } from '@customer-hub/contract/endpoints/cookies';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'cookies', policy: 'staff' }, (add, app) => {
  add(
    api.getTheLatestCookie,
    {
      summary: 'Spec call: the cookie notice to show (no token)',
      description:
        'The newest published notice in the language of `localeCode` (a browser tag such as pt-BR, es or en-GB, matched onto a supported ' +
        'language), else Spanish (es-ES), else any language. Drafts are never served. With none published the answer is ' +
        '`{ "title": "", "text": "" }` and the banner stays hidden. `text` is HTML cleaned when it was stored.',
      policy: 'public',
      rateLimit: perMinute(120),
    },
    (request) => service.latestCookie(app.db, request.query.localeCode),
  );

  add(api.findCookieNotices, 'Cookie notices, drafts included, of one language or all (paged, newest change first)', (request) =>
    service.findNotices(app.db, request.query),
  );
  add(api.createCookieNotice, 'Create a cookie notice as a draft (text cleaned, audited)', async (request, reply) =>
    reply.code(201).send(await service.createNotice(contextOf(app, request), request.body)),
  );
  add(api.updateCookieNotice, 'Change a cookie notice (text cleaned, audited)', (request) =>
    service.updateNotice(contextOf(app, request), request.params.id, request.body),
  );
  add(api.publishCookieNotice, 'Publish a cookie notice (audited): the newest published one of its language is shown', (request) =>
    service.setPublished(contextOf(app, request), request.params.id, true),
  );
  add(api.unpublishCookieNotice, 'Take a cookie notice back to draft (audited)', (request) =>
    service.setPublished(contextOf(app, request), request.params.id, false),
  );
  add(api.deleteCookieNotice, 'Delete a cookie notice (audited)', async (request, reply) => {
    await service.deleteNotice(contextOf(app, request), request.params.id);
    return reply.code(204).send(null);
  });
});
