import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { CHAT_DEMO_PATH } from '@customer-hub/contract/chat';

const file = (name: string) => fs.readFileSync(new URL(`./page/${name}`, import.meta.url));

const FILES = [
  { path: CHAT_DEMO_PATH, name: 'index.html', type: 'text/html; charset=utf-8' },
  { path: `${CHAT_DEMO_PATH}/chat-demo.js`, name: 'chat-demo.js', type: 'text/javascript; charset=utf-8' },
  { path: `${CHAT_DEMO_PATH}/chat-demo.css`, name: 'chat-demo.css', type: 'text/css; charset=utf-8' },
] as const;

/**
 * The demo chat page (spec §2 "Chat"): a tiny chat on the app's own origin for the shell's frame,
 * so the frame works out of the box (demo data points the chat URL here). Static files, read once;
 * the page alone may be framed, and only by the app's own pages.
 */
const routes: FastifyPluginAsync = async (app) => {
  for (const { path, name, type } of FILES) {
    const content = file(name);
    app.get(
      path,
      { config: { policy: 'public', frameableBySelf: name === 'index.html' }, schema: { hide: true } },
      async (_request, reply) => reply.type(type).header('cache-control', 'no-cache').send(content),
    );
  }
};

export default routes;
