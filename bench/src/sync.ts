import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { runSync } from '../../server/src/modules/sync/engine.ts';
import { fileConnector, parseSyncFile } from '../../server/src/modules/sync/file-connector.ts';
import { odataConnector } from '../../server/src/modules/sync/odata.ts';
import { odataDataSet, startODataServer } from '../../server/src/modules/sync/odata-server.ts';
import { fmt, printFigures, type Figure } from './lib/report.ts';

const CUSTOMERS = Number(process.env.BENCH_SYNC_CUSTOMERS ?? 10_000);
const ENTRIES = Number(process.env.BENCH_SYNC_ENTRIES ?? 100_000);
const BUDGET_RATIO = 5;
const COMPANY = 'BENCH-SYNC';

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const csvCell = (v: string | number | null) => (v === null ? '' : /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

async function timed<T>(fn: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const start = performance.now();
  const result = await fn();
  return { seconds: (performance.now() - start) / 1000, result };
}

/**
 * ERP sync throughput on PGlite (the embedded database): ENTRIES ledger entries over CUSTOMERS
 * customers, written by the file connector (a JSON export, parsing included) and by the OData
 * connector (a local OData v4 service, nextLink pages of 1,000), against a plain `COPY … FROM`
 * of the same rows into the same table (same indexes) in the same run. Each starts from an empty
 * ledger; the company and customers exist already.
 */
export async function benchSync(): Promise<boolean> {
  const data = odataDataSet(CUSTOMERS, ENTRIES);
  const database = await openDatabase({});
  const server = await startODataServer(data, { pageSize: 1000, basic: { username: 'bench', password: 'bench-password' } });
  try {
    await database.migrate();
    const odata = odataConnector({
      baseUrl: `${server.url}/api/v2.0`,
      erpCompanyId: 'bench',
      companyCode: COMPANY,
      companyName: 'Bench sync',
      auth: { kind: 'basic', username: 'bench', password: 'bench-password' },
      full: true,
    });
    // The company and its customers, once.
    const customers = await timed(() => runSync(database.db, { ...odata, read: (entity, db) => (entity === 'ledgerEntries' ? (async function* () {})() : odata.read(entity, db)) }, { dryRun: false }));

    const ids = new Map((await rowsOf<{ id: string; customer_no: string; company_id: string }>(database, sql`select id, customer_no, company_id from business_partners`)).map((r) => [r.customer_no, r]));
    const csv = data.customerLedgerEntries
      .map((e) => {
        const bp = ids.get(e.customerNumber)!;
        const type = e.documentType.replace(/_x0020_/g, ' ');
        const due = e.dueDate.startsWith('0001') ? null : e.dueDate;
        return [bp.company_id, bp.id, String(e.entryNumber), e.documentNumber, type, e.description, e.postingDate, due, e.amount, e.remainingAmount, 'EUR'].map(csvCell).join(',');
      })
      .join('\n');
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    const empty = () => database.db.execute(sql`truncate ledger_entries cascade`);

    await empty();
    const copy = await timed(() =>
      pglite.query(
        `copy ledger_entries (company_id, business_partner_id, erp_key, document_no, document_type, description, post_date, due_date, amount, remaining_amount, currency) from '/dev/blob' with (format csv)`,
        [],
        { blob: new Blob([csv]) },
      ),
    );

    await empty();
    const fileBytes = Buffer.from(
      JSON.stringify({
        ledgerEntries: data.customerLedgerEntries.map((e) => ({
          companyCode: COMPANY,
          customerNo: e.customerNumber,
          entryNo: String(e.entryNumber),
          documentNo: e.documentNumber,
          documentType: e.documentType.replace(/_x0020_/g, ' '),
          description: e.description,
          postDate: e.postingDate,
          dueDate: e.dueDate.startsWith('0001') ? undefined : e.dueDate,
          amount: e.amount,
          remainingAmount: e.remainingAmount,
        })),
      }),
    );
    const file = await timed(() => runSync(database.db, fileConnector(parseSyncFile(fileBytes, 'json', null)), { dryRun: false }));
    const fileAgain = await timed(() => runSync(database.db, fileConnector(parseSyncFile(fileBytes, 'json', null)), { dryRun: false }));

    await empty();
    const fromOData = await timed(() => runSync(database.db, { ...odata, read: (entity, db) => (entity === 'ledgerEntries' ? odata.read(entity, db) : (async function* () {})()) }, { dryRun: false }));

    const [{ n }] = (await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from ledger_entries`)) as [{ n: number }];
    if (n !== ENTRIES || file.result.counts.ledgerEntries?.created !== ENTRIES || fromOData.result.counts.ledgerEntries?.created !== ENTRIES || fileAgain.result.counts.ledgerEntries?.unchanged !== ENTRIES) {
      throw new Error(`sync bench: unexpected counts (${n} rows)`);
    }
    const perSecond = (s: number) => `${fmt(ENTRIES / s)} rows/s (${fmt(s, 1)} s)`;
    const ratio = (s: number) => s / copy.seconds;
    const figures: Figure[] = [
      { name: `company + ${fmt(CUSTOMERS)} customers (OData, once)`, value: `${fmt(CUSTOMERS / customers.seconds)} rows/s (${fmt(customers.seconds, 1)} s)` },
      { name: 'COPY FROM of the same ledger rows (baseline)', value: perSecond(copy.seconds) },
    ];
    let ok = true;
    for (const [name, s] of [
      ['file connector, new entries (JSON, parse included)', file.seconds],
      ['file connector, same file again (all unchanged)', fileAgain.seconds],
      ['OData connector, new entries (local server, pages of 1,000)', fromOData.seconds],
    ] as const) {
      const within = ratio(s) <= BUDGET_RATIO;
      ok &&= within;
      figures.push({ name, value: `${perSecond(s)}  x${fmt(ratio(s), 2)} of COPY`, budget: `<= x${BUDGET_RATIO} of COPY`, ok: within });
    }
    printFigures(`ERP sync on PGlite: ${fmt(ENTRIES)} ledger entries over ${fmt(CUSTOMERS)} customers, into ledger_entries with its indexes`, figures);
    return ok;
  } finally {
    await server.close();
    await database.close();
  }
}
