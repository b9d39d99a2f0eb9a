// The real app on the database named by BENCH_DB_URL, seeded with demo data unless
// BENCH_SKIP_DEMO=1 (a benchmark that brings its own data), without request logging (as a
// production deployment that ships logs elsewhere would measure). Prints its port.
// GET /bench/select-1 runs `SELECT 1` over the app's own pool: the floor of any API call.
// GET /bench/memory answers the process's memory after a full garbage collection, and how many
// notification streams it holds open.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { openDatabase } from '../../../server/src/db/client.ts';
import { seedDemo } from '../../../server/src/seed/demo.ts';
import { seedDemoDocuments } from '../../../server/src/seed/documents.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const database = await openDatabase({ url: process.env.BENCH_DB_URL, poolSize: 20 });
await database.migrate();
if (process.env.BENCH_SKIP_DEMO !== '1') await seedDemo(database.db, config.demoPassword);
const app = await buildApp({ config, database, closeDatabase: true, logger: false });
// The demo's document files, as `npm start` stores them (BENCH_DEMO_DOCUMENTS=1: benches that download).
if (process.env.BENCH_DEMO_DOCUMENTS === '1') await seedDemoDocuments(database.db, app.storage);
app.get('/bench/select-1', async () => {
  await database.db.execute(sql`select 1`);
  return { ok: true };
});
setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;
app.get('/bench/memory', async () => {
  gc();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers, streams: app.notifications.hub.size };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().finally(() => process.exit(0)));
}
