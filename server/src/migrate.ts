// `node --import tsx server/src/migrate.ts`: brings the database schema up to date and exits,
// without starting the server. Run it once before a rolling upgrade (the Kubernetes migrations
// Job, `docker compose run app migrate`); the server's own start then finds nothing to apply.
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedEmailTemplates } from './modules/email/service.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), poolSize: 2 });
try {
  const started = Date.now();
  await database.migrate();
  // New template keys or languages of this version; edited templates stay as they are.
  await seedEmailTemplates(database.db);
  console.log(`Database schema is up to date (${Date.now() - started} ms).`);
} finally {
  await database.close();
}
