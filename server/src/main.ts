import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { startBanner } from './banner.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_LOGINS, seedDemo } from './seed/demo.ts';
import { seedDemoDocuments } from './seed/documents.ts';
import { seedDemoHomeContent } from './seed/home-content.ts';
import { seedEmailTemplates } from './modules/email/service.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  poolSize: config.databasePoolSize,
});
await database.migrate();
// Missing templates (a new key or language after an upgrade) are added; edited ones stay.
await seedEmailTemplates(database.db);
if (config.demo) await seedDemo(database.db, config.demoPassword, { chat: true });

const app = await buildApp({ config, database, closeDatabase: true });
// Demo documents need the file store, which the app opens.
if (config.demo) {
  await seedDemoDocuments(database.db, app.storage);
  // The Home page's images and featured documents need the file store and the demo documents.
  await seedDemoHomeContent(database.db, app.storage);
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

// The banner below says where it listens; Fastify's own "Server listening" lines would only
// repeat it (and could land after it), so they are kept out of the log while it starts.
app.log.level = config.logLevel === 'info' ? 'warn' : config.logLevel;
await app.listen({ port: config.port, host: config.host });
app.log.level = config.logLevel;

console.log(startBanner(config, database.kind, DEMO_LOGINS));
