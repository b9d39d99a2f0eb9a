/**
 * A webhook sender in a process of its own, for the test that kills it mid-stream
 * (`modules/webhooks/webhooks-kill.postgres.test.ts`): delivers the due webhooks of the database
 * at argv[2] (secrets sealed with argv[3]) with leases of argv[4] seconds, printing one JSON line
 * per pass, until none is left to send.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/db/client.ts';
import { SecretBox } from '@/lib/secret-box.ts';
import { deliverDue } from '@/modules/webhooks/service.ts';
import { createContext } from '@/service-context.ts';

const [url, secret, lease] = process.argv.slice(2);
const database = await openDatabase({ url: url!, poolSize: 3 });
const quiet = { audit: async () => undefined, notify: async () => undefined };
const deps = { db: database.db, secretBox: new SecretBox(secret!), leaseSeconds: Number(lease), systemContext: (db: typeof database.db) => createContext({ db, principal: null }, quiet) };
for (;;) {
  const claimed = await deliverDue(deps, 10);
  process.stdout.write(`${JSON.stringify({ claimed })}\n`);
  if (claimed > 0) continue;
  const { rows } = (await database.db.execute(sql`select count(*)::int as n from webhook_deliveries where status not in ('delivered', 'given_up')`)) as unknown as { rows: { n: number }[] };
  if (rows[0]!.n === 0) break;
  await new Promise((r) => setTimeout(r, 200));
}
process.stdout.write(`${JSON.stringify({ finished: true })}\n`);
await database.close();
