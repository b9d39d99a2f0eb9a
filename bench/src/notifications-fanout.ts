import { openDatabase } from '../../server/src/db/client.ts';
import { hashToken, newToken } from '../../server/src/lib/tokens.ts';
import { notify } from '../../server/src/modules/notifications/service.ts';
import { buildCompany } from '../../server/test/factories.ts';
import { rowsOf } from '../../server/test/helpers.ts';
import { openStream, until, type OpenStream } from '../../server/test/sse.ts';
import { sql } from 'drizzle-orm';
import { startServer } from './lib/processes.ts';
import { fmt, printFigures } from './lib/report.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const BUDGET_FAN_OUT_MS = 1000;
const OPEN_AT_ONCE = 50;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  streams: number;
}

const memoryOf = async (base: string) => (await (await fetch(`${base}/bench/memory`)).json()) as Memory;
const kib = (bytes: number) => `${fmt(bytes / 1024, 1)} KiB`;

/** STREAMS contacts of one company with the bell, each with a session; answers their ids and bearer headers. */
async function contacts(url: string) {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const company = await buildCompany(database.db);
    const users = await rowsOf<{ id: string }>(
      database.db,
      sql`insert into users (user_name, email, roles, permissions, company_id, tree_node_kind, tree_node_id)
          select 'bench.stream.' || n, 'bench.stream.' || n || '@bench.example', '{Customer}', '{Notifications}', ${company.id}, 'company', ${company.id}
          from generate_series(1, ${STREAMS}) n returning id`,
    );
    const tokens = users.map(() => newToken());
    await database.db.execute(
      sql`insert into sessions (user_id, token_hash, expires_at)
          select u, h, now() + interval '1 hour' from unnest(${`{${users.map((u) => u.id).join(',')}}`}::uuid[], ${`{${tokens.map(hashToken).join(',')}}`}::text[]) as t(u, h)`,
    );
    return { ids: users.map((u) => u.id), headers: tokens.map((t) => ({ authorization: `Bearer ${t}` })) };
  } finally {
    await database.close();
  }
}

/**
 * STREAMS open streams on one instance (its own process, so its memory is its own): the memory
 * each costs, and the time from the commit of one notification to all of them until the last
 * stream has it.
 */
export async function benchStreamFanOut(url: string): Promise<boolean> {
  const people = await contacts(url);
  const server = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: url, BENCH_SKIP_DEMO: '1' });
  const base = `http://127.0.0.1:${server.port}`;
  const streams: OpenStream[] = [];
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const before = await memoryOf(base);
    const opening = performance.now();
    for (let i = 0; i < people.headers.length; i += OPEN_AT_ONCE) {
      streams.push(...(await Promise.all(people.headers.slice(i, i + OPEN_AT_ONCE).map((h) => openStream(base, h)))));
    }
    await Promise.all(streams.map((s) => s.next((e) => e.event === 'count', 30_000)));
    const openSeconds = (performance.now() - opening) / 1000;
    const after = await memoryOf(base);
    if (after.streams !== STREAMS) throw new Error(`the server holds ${after.streams} streams, not ${STREAMS}`);

    const arrivals: number[] = [];
    for (const s of streams) void s.next((e) => e.event === 'notification', 30_000).then(() => arrivals.push(performance.now()));
    await database.db.transaction((tx) => notify(tx, people.ids, { kind: 'DocumentAdded', refId: people.ids[0]!, params: { documentNo: 'FAN-1', title: 'For everyone', section: 'Budgets' } }));
    const committed = performance.now();
    await until(() => arrivals.length === STREAMS, 30_000, 'every stream receiving the notification');
    const first = Math.min(...arrivals) - committed;
    const last = Math.max(...arrivals) - committed;

    const perStream = (field: keyof Omit<Memory, 'streams'>) => (after[field] - before[field]) / STREAMS;
    printFigures(`Live notifications: ${fmt(STREAMS)} open streams on one instance (a process of its own)`, [
      { name: 'opening them (auth, count, headers)', value: `${fmt(openSeconds, 1)} s` },
      { name: 'memory per stream: JS heap', value: kib(perStream('heapUsed')) },
      { name: 'memory per stream: resident set', value: kib(perStream('rss')) },
      { name: 'one notification to all: commit → first stream', value: `${fmt(first, 1)} ms` },
      { name: 'one notification to all: commit → last stream', value: `${fmt(last, 1)} ms`, budget: `<= ${BUDGET_FAN_OUT_MS} ms`, ok: last <= BUDGET_FAN_OUT_MS },
    ]);
    return last <= BUDGET_FAN_OUT_MS;
  } finally {
    streams.forEach((s) => s.close());
    await database.close();
    await server.stop();
  }
}
