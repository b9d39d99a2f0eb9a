/**
 * A sync run in a process of its own, for the test that kills it half-way
 * (`modules/sync/kill.postgres.test.ts`): imports the JSON export at argv[3] into the database at
 * argv[2] in batches of argv[4], printing one JSON line per committed batch.
 */
import fs from 'node:fs';
import { openDatabase } from '@/db/client.ts';
import { runSync } from '@/modules/sync/engine.ts';
import { fileConnector, parseJsonDocument } from '@/modules/sync/file-connector.ts';

const [url, file, batch] = process.argv.slice(2);
const database = await openDatabase({ url: url!, poolSize: 2 });
const doc = parseJsonDocument(fs.readFileSync(file!, 'utf8'));
await runSync(database.db, fileConnector(doc), {
  dryRun: false,
  batchSize: Number(batch),
  onBatch: async (_tx, progress) => {
    // Said once the batch's transaction is about to commit; the parent counts rows, not lines.
    process.stdout.write(`${JSON.stringify({ done: progress.done })}\n`);
  },
});
process.stdout.write(`${JSON.stringify({ finished: true })}\n`);
await database.close();
