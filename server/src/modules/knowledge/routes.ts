import { contextOf } from '@/context.ts';
import { moduleRoutes, perMinute } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { knowledgeEndpoints as api } from '@customer-hub/contract/endpoints/knowledge';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'knowledge', policy: 'staff' }, (add, app) => {
  const reader = { policy: 'authenticated' as const };

  add(api.findKbCategories, { ...reader, summary: 'Knowledge-base categories in their order, named in my language, with how many articles I may read in each' }, (request) =>
    service.categories(app.db, requirePrincipal(request)),
  );
  add(
    api.searchKbArticles,
    {
      ...reader,
      summary: 'Published knowledge-base articles I may read: of a category, or matching a search (best first)',
      description:
        'Articles for every customer or for my company (staff: every published one). Each in my language, else Spanish, else another; ' +
        'a search matches any language’s text with that language’s stemming, accents ignored, every word as a prefix.',
    },
    (request) => service.searchArticles(app.db, requirePrincipal(request), request.query),
  );
  add(api.getKbArticle, { ...reader, summary: 'A published knowledge-base article I may read (404 otherwise); a contact’s reading is counted' }, (request) =>
    service.getArticle(app.db, requirePrincipal(request), request.params.id),
  );
  add(
    api.suggestKbArticles,
    { ...reader, rateLimit: perMinute(120), summary: 'The best few articles for what I type in a new request (any word of 3 letters or more, ranked)' },
    (request) => service.suggest(app.db, requirePrincipal(request), request.query.q),
  );
  add(api.kbArticleOpened, { ...reader, rateLimit: perMinute(120), summary: 'I opened an article from my new request form (its random draft id)' }, async (request, reply) => {
    await service.articleOpened(app.db, requirePrincipal(request), request.params.id, request.body.draftId);
    return reply.code(204).send(null);
  });
  add(api.kbDraftAnswered, { ...reader, summary: 'An article answered the question of my new request form: I will not send it' }, async (request, reply) => {
    await service.draftAnswered(app.db, requirePrincipal(request), request.params.draftId);
    return reply.code(204).send(null);
  });

  add(api.createKbCategory, 'Create a knowledge-base category (audited)', async (request, reply) =>
    reply.code(201).send(await service.createCategory(contextOf(app, request), request.body.names)),
  );
  add(api.updateKbCategory, 'Rename a knowledge-base category (audited)', (request) => service.updateCategory(contextOf(app, request), request.params.id, request.body.names));
  add(api.reorderKbCategories, 'Set the order of knowledge-base categories (audited)', async (request, reply) => {
    await service.reorderCategories(contextOf(app, request), request.body.ids);
    return reply.code(204).send(null);
  });
  add(api.deleteKbCategory, 'Delete a knowledge-base category; its articles stay, without one (audited)', async (request, reply) => {
    await service.deleteCategory(contextOf(app, request), request.params.id);
    return reply.code(204).send(null);
  });

  add(api.findKbArticles, 'Knowledge-base articles, drafts included, with their readings, openings from request forms and requests not sent after them', (request) =>
    service.findArticles(app.db, requirePrincipal(request), request.query),
  );
  add(api.getKbArticleForStaff, 'A knowledge-base article with every language, audience and figures', (request) =>
    service.getArticleForStaff(app.db, requirePrincipal(request), request.params.id),
  );
  add(api.createKbArticle, 'Create a knowledge-base article as a draft (HTML cleaned; audited)', async (request, reply) =>
    reply.code(201).send(await service.createArticle(contextOf(app, request), request.body)),
  );
  add(api.updateKbArticle, 'Change a knowledge-base article: texts, category, audience (audited)', (request) =>
    service.updateArticle(contextOf(app, request), request.params.id, request.body),
  );
  add(api.publishKbArticle, 'Publish a knowledge-base article (audited)', (request) => service.setPublished(contextOf(app, request), request.params.id, true));
  add(api.unpublishKbArticle, 'Take a knowledge-base article back to draft (audited)', (request) => service.setPublished(contextOf(app, request), request.params.id, false));
  add(api.deleteKbArticle, 'Delete a knowledge-base article (audited)', async (request, reply) => {
    await service.deleteArticle(contextOf(app, request), request.params.id);
    return reply.code(204).send(null);
  });
});
