import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client.ts';
import { nextNumber, ORDER_NUMBERS, TICKET_NUMBERS } from '@/db/numbering.ts';
import { openTestDatabase, rowsOf } from '../../test/helpers.ts';
import { citusViolations } from '../../test/ops/citus-rules.ts';

/**
 * Migration 0016 (Citus keys) on a database holding data of the schema before it: every row
 * survives, keys and references hold company_id, a staged upload moves to ticket_uploads, and the
 * composite references refuse a row pointing at another company's parent.
 */
const migrations = path.resolve(import.meta.dirname, 'migrations');
const BEFORE = '0015_search_grams_indexes';

/** A copy of the migrations folder that ends with `last`. */
function migrationsUpTo(last: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === last);
  if (upTo < 0) throw new Error(`no migration ${last}`);
  journal.entries = journal.entries.slice(0, upTo + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [A, B, STAFF, CONTACT, BP, SITE, BUILDING, CONTRACT, LINE, TRIP, STOP, TEAM, ORDER, HISTORY, STOCK, TRANSPORT, ENTRY, DOC, HOME, TICKET, COMMENT, THISTORY, FILE, STAGED, BP_B] =
  Array.from({ length: 25 }, (_, i) => id(i + 1));

/** One row of every tenant table, written as the schema of 0015 allows (a staged upload without company). */
const DATA = `
insert into companies (id, code, name) values ('${A}', 'MIG-A', 'A'), ('${B}', 'MIG-B', 'B');
insert into users (id, company_id, user_name, email) values ('${STAFF}', null, 'mig.staff', 's@example.com'), ('${CONTACT}', '${A}', 'mig.contact', 'c@example.com');
insert into business_partners (id, company_id, customer_no, name) values ('${BP}', '${A}', 'C1', 'Partner'), ('${BP_B}', '${B}', 'C1', 'Partner B');
insert into sites (id, company_id, business_partner_id, code, name) values ('${SITE}', '${A}', '${BP}', 'S1', 'Site');
insert into buildings (id, company_id, site_id, code, name) values ('${BUILDING}', '${A}', '${SITE}', 'B1', 'Building');
insert into contracts (id, company_id, business_partner_id, site_id, contract_no, title, start_date, approved_by) values ('${CONTRACT}', '${A}', '${BP}', '${SITE}', 'K1', 'Cleaning', '2026-01-01', '${STAFF}');
insert into contract_lines (id, company_id, business_partner_id, contract_id, line_no, service, frequency, quantity, unit_of_measure, unit_price) values ('${LINE}', '${A}', '${BP}', '${CONTRACT}', 1, 'Floors', 'Daily', 1, 'h', 10);
insert into trips (id, company_id, business_partner_id, tour_no, vehicle, driver, origin, destination, planned_start, planned_end, distance_km, status) values ('${TRIP}', '${A}', '${BP}', 'T1', 'V', 'D', 'O', 'X', now(), now(), 5, 'Planned');
insert into trip_stops (id, company_id, trip_id, seq, place, planned_at) values ('${STOP}', '${A}', '${TRIP}', 1, 'Stop', now());
insert into teams (id, company_id, business_partner_id, site_id, name, leader, members, shift) values ('${TEAM}', '${A}', '${BP}', '${SITE}', 'Team', 'L', 3, 'Day');
insert into orders (id, company_id, business_partner_id, site_id, team_id, order_no, order_date, document_type, unit_of_measure, quantity, work_location, requested_task_date, created_by) values ('${ORDER}', '${A}', '${BP}', '${SITE}', '${TEAM}', 'O1', '2026-01-02', 'Order', 'h', 2, 'Hall', '2026-01-03', '${CONTACT}');
insert into order_history (id, company_id, order_id, to_status, by_user_id) values ('${HISTORY}', '${A}', '${ORDER}', 'Confirming', '${CONTACT}');
insert into stocks (id, company_id, business_partner_id, warehouse, item_no, description, quantity, unit_of_measure) values ('${STOCK}', '${A}', '${BP}', 'W', 'I1', 'Item', 4, 'pc');
insert into transports (id, company_id, business_partner_id, trip_id, shipment_no, ship_date, origin, destination, packages, weight_kg, status) values ('${TRANSPORT}', '${A}', '${BP}', '${TRIP}', 'SH1', '2026-01-04', 'O', 'X', 1, 2, 'Planned');
insert into ledger_entries (id, company_id, business_partner_id, site_id, document_no, document_type, post_date, amount, remaining_amount) values ('${ENTRY}', '${A}', '${BP}', '${SITE}', 'FT 1', 'Invoice', '2026-01-05', 100, 100);
insert into documents (id, company_id, business_partner_id, type_code, ledger_entry_id, document_no, title, document_date, file_name, content_type, size_bytes, storage_key) values ('${DOC}', '${A}', '${BP}', 'Budget', '${ENTRY}', 'FT 1', 'Invoice', '2026-01-05', 'ft1.pdf', 'application/pdf', 10, 'documents/${A}/ft1');
insert into home_items (id, kind, group_id, language, document_id) values ('${HOME}', 'document', '${HOME}', 'en-US', '${DOC}');
insert into tickets (id, company_id, business_partner_id, site_id, building_id, ticket_no, type, title, description, requester_id) values ('${TICKET}', '${A}', '${BP}', '${SITE}', '${BUILDING}', 'TK-1', 'Service', 'Lamp', 'Hall', '${CONTACT}');
insert into ticket_comments (id, company_id, ticket_id, body, author_id) values ('${COMMENT}', '${A}', '${TICKET}', 'On it', '${STAFF}');
insert into ticket_history (id, company_id, ticket_id, to_status) values ('${THISTORY}', '${A}', '${TICKET}', 'Pending');
insert into ticket_watchers (company_id, ticket_id, user_id) values ('${A}', '${TICKET}', '${CONTACT}');
insert into ticket_attachments (id, company_id, ticket_id, comment_id, uploaded_by, file_name, content_type, size, storage_key) values ('${FILE}', '${A}', '${TICKET}', '${COMMENT}', '${STAFF}', 'a.png', 'image/png', 1, 'tickets/a');
insert into ticket_attachments (id, uploaded_by, file_name, content_type, size, storage_key) values ('${STAGED}', '${CONTACT}', 'b.png', 'image/png', 2, 'tickets/b');
`;

const TENANT_TABLES = [
  'business_partners', 'sites', 'buildings', 'contracts', 'contract_lines', 'trips', 'trip_stops', 'teams', 'orders', 'order_history', 'stocks',
  'transports', 'ledger_entries', 'documents', 'tickets', 'ticket_comments', 'ticket_history', 'ticket_watchers', 'ticket_attachments',
];

let database: Database;
let folder: string;
let violationsBefore: string[];
let countsBefore: Record<string, number>;

const countsOf = async () => {
  const rows = await rowsOf<{ t: string; n: number }>(database.db, sql.raw(TENANT_TABLES.map((t) => `select '${t}' as t, count(*)::int as n from ${t}`).join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
};

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
  folder = migrationsUpTo(BEFORE);
  const migrate = database.kind === 'postgres' ? migrateNodePg : migratePglite;
  await migrate(database.db as never, { migrationsFolder: folder });
  for (const statement of DATA.trim().split(';\n')) await database.db.execute(sql.raw(statement));
  violationsBefore = await citusViolations(database.db);
  countsBefore = await countsOf();
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('migration 0016 on a database with data', () => {
  it('finds the keys without company_id before it and none after', async () => {
    console.log(`Citus rule violations: ${violationsBefore.length} before migration 0016, ${(await citusViolations(database.db)).length} after`);
    expect(violationsBefore).toEqual(
      expect.arrayContaining(['key orders.orders_pkey', 'foreign key orders.orders_team_id_teams_id_fk -> teams', 'nullable company_id ticket_attachments', 'reference table home_items.home_items_document_id_documents_id_fk -> distributed documents', 'set null or default on a foreign key orders.orders_team_id_teams_id_fk -> teams']),
    );
    expect(await citusViolations(database.db)).toEqual([]);
  });

  it('keeps every row, and moves the staged upload to ticket_uploads under its id', async () => {
    expect(countsBefore.ticket_attachments).toBe(2);
    expect(await countsOf()).toEqual({ ...countsBefore, ticket_attachments: 1 });
    expect(await rowsOf(database.db, sql`select id, uploaded_by, file_name, size::int as size, storage_key from ticket_uploads`)).toEqual([
      { id: STAGED, uploaded_by: CONTACT, file_name: 'b.png', size: 2, storage_key: 'tickets/b' },
    ]);
    expect(await rowsOf(database.db, sql`select team_id, site_id, created_by from orders`)).toEqual([{ team_id: TEAM, site_id: SITE, created_by: CONTACT }]);
    expect(await rowsOf(database.db, sql`select document_id from home_items`)).toEqual([{ document_id: DOC }]);
  });

  it('gives the tenant tables primary keys on (id, company_id)', async () => {
    const keys = await rowsOf<{ t: string; cols: string }>(
      database.db,
      sql`select c.conrelid::regclass::text as t, string_agg(a.attname, ',' order by k.i) as cols from pg_constraint c
          cross join lateral unnest(c.conkey) with ordinality k(att, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.att
          where c.contype = 'p' and c.conrelid::regclass::text = any(${sql.raw(`array[${TENANT_TABLES.map((t) => `'${t}'`).join(',')}]`)}) group by 1`,
    );
    expect(Object.fromEntries(keys.map((k) => [k.t, k.cols]))).toEqual(
      Object.fromEntries(TENANT_TABLES.map((t) => [t, t === 'ticket_watchers' ? 'company_id,ticket_id,user_id' : 'id,company_id'])),
    );
  });

  it('refuses a reference to another company’s parent, which the old keys let through', async () => {
    const crossing = sql.raw(`insert into sites (id, company_id, business_partner_id, code, name) values ('${id(99)}', '${B}', '${BP}', 'S9', 'Wrong company')`);
    await expect(database.db.execute(crossing)).rejects.toThrow();
    const own = sql.raw(`insert into sites (id, company_id, business_partner_id, code, name) values ('${id(98)}', '${B}', '${BP_B}', 'S9', 'Right company')`);
    await database.db.execute(own);
  });

  it('deleting a company removes its rows through the composite references', async () => {
    await database.db.execute(sql.raw(`delete from companies where id = '${A}'`));
    expect(Object.values(await countsOf()).reduce((a, b) => a + b, 0)).toBe(2); // company B's partner and site
    expect(await rowsOf(database.db, sql`select count(*)::int as n from ticket_uploads`)).toEqual([{ n: 1 }]);
  });
});

/**
 * Migration 0018 on a database where two companies hold the same ticket and order numbers (they
 * were numbered per company): the first holder keeps each, later ones get fresh numbers past the
 * series' highest and keep the old one in former_number; the counters go on from there.
 */
describe('migration 0018 on a database with repeated numbers', () => {
  const [C1, C2, P1, P2, S1, S2] = [id(200), id(201), id(202), id(203), id(204), id(205)];
  const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`;
  const ticket = (n: number, company: string, no: string, day: number) =>
    `insert into tickets (id, company_id, business_partner_id, site_id, ticket_no, type, title, description, created_at) values ('${id(300 + n)}', '${company}', '${company === C1 ? P1 : P2}', '${company === C1 ? S1 : S2}', '${no}', 'Service', 'T', 'D', '${at(day)}')`;
  const order = (n: number, company: string, no: string, day: number) =>
    `insert into orders (id, company_id, business_partner_id, site_id, order_no, order_date, document_type, unit_of_measure, quantity, work_location, requested_task_date, created_at) values ('${id(400 + n)}', '${company}', '${company === C1 ? P1 : P2}', '${company === C1 ? S1 : S2}', '${no}', '2026-03-01', 'Service', 'h', 1, 'Hall', '2026-04-01', '${at(day)}')`;
  const ROWS = [
    `insert into companies (id, code, name) values ('${C1}', 'NUM-1', 'One'), ('${C2}', 'NUM-2', 'Two')`,
    `insert into business_partners (id, company_id, customer_no, name) values ('${P1}', '${C1}', 'C1', 'P1'), ('${P2}', '${C2}', 'C1', 'P2')`,
    `insert into sites (id, company_id, business_partner_id, code, name) values ('${S1}', '${C1}', '${P1}', 'S', 'S1'), ('${S2}', '${C2}', '${P2}', 'S', 'S2')`,
    // Company Two raised its first request before company One: it keeps TK-2026-000001.
    ticket(1, C1, 'TK-2026-000001', 5), ticket(2, C2, 'TK-2026-000001', 2), ticket(3, C1, 'TK-2026-000002', 6), ticket(4, C2, 'TK-2026-000002', 7),
    ticket(5, C2, 'TK-2026-000003', 8), ticket(6, C1, 'TK-2025-000001', 1), ticket(7, C2, 'TK-2025-000001', 1), ticket(8, C2, 'legacy-1', 1), ticket(9, C1, 'legacy-1', 2),
    order(1, C1, 'OR-2026-000007', 1), order(2, C2, 'OR-2026-000007', 3), order(3, C2, 'OR-2026-000009', 3),
  ];
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase({ migrate: false });
    dir = migrationsUpTo('0017_outbox_lease');
    await (db.kind === 'postgres' ? migrateNodePg : migratePglite)(db.db as never, { migrationsFolder: dir });
    for (const statement of ROWS) await db.db.execute(sql.raw(statement));
    await db.migrate();
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const numbers = async (table: 'tickets' | 'orders', column: 'ticket_no' | 'order_no') =>
    Object.fromEntries(
      (await rowsOf<{ id: string; no: string; former: string | null }>(db.db, sql`select id, ${sql.identifier(column)} as no, former_number as former from ${sql.identifier(table)}`)).map((r) => [r.id, [r.no, r.former]]),
    );

  it('renumbers the later holders past the highest of the series, keeping the old number', async () => {
    expect(await numbers('tickets', 'ticket_no')).toEqual({
      [id(301)]: ['TK-2026-000004', 'TK-2026-000001'],
      [id(302)]: ['TK-2026-000001', null],
      [id(303)]: ['TK-2026-000002', null],
      [id(304)]: ['TK-2026-000005', 'TK-2026-000002'],
      [id(305)]: ['TK-2026-000003', null],
      // Same day: the lower id keeps it. Another year is another series.
      [id(306)]: ['TK-2025-000001', null],
      [id(307)]: ['TK-2025-000002', 'TK-2025-000001'],
      // Not the hub's form (an import's own number): left alone.
      [id(308)]: ['legacy-1', null],
      [id(309)]: ['legacy-1', null],
    });
    expect(await numbers('orders', 'order_no')).toEqual({
      [id(401)]: ['OR-2026-000007', null],
      [id(402)]: ['OR-2026-000010', 'OR-2026-000007'],
      [id(403)]: ['OR-2026-000009', null],
    });
    // The former number is in the text global search matches.
    expect(await rowsOf(db.db, sql`select id from orders where search_text like '%or-2026-000007%' order by id`)).toEqual([{ id: id(401) }, { id: id(402) }]);
  });

  it('starts each series’ counter at its highest number, so the next one is new in every company', async () => {
    expect(await rowsOf(db.db, sql`select kind, year, last::int as last from number_series order by kind, year`)).toEqual([
      { kind: 'OR', year: '2026', last: 10 },
      { kind: 'TK', year: '2025', last: 2 },
      { kind: 'TK', year: '2026', last: 5 },
    ]);
    const next = await db.db.transaction(async (tx) => [
      await nextNumber(tx, TICKET_NUMBERS, C1, '2026'),
      await nextNumber(tx, TICKET_NUMBERS, C2, '2026'),
      await nextNumber(tx, ORDER_NUMBERS, C1, '2026'),
      await nextNumber(tx, TICKET_NUMBERS, C1, '2027'),
    ]);
    expect(next).toEqual(['TK-2026-000006', 'TK-2026-000007', 'OR-2026-000011', 'TK-2027-000001']);
  });
});

/**
 * Migration 0019 on file names stored before uploads took out the invisible format characters:
 * each of them (every code point of Unicode category Cf this runtime knows, as the uploads'
 * cleaning removes) goes, the zero-width joiners stay, and a name of nothing else becomes "document".
 */
describe('migration 0019 on stored file names with invisible format characters', () => {
  const formatChars = Array.from({ length: 0x110000 }, (_, cp) => cp)
    .filter((cp) => (cp < 0xd800 || cp > 0xdfff) && /\p{Cf}/u.test(String.fromCodePoint(cp)) && cp !== 0x200c && cp !== 0x200d)
    .map((cp) => String.fromCodePoint(cp))
    .join('');
  const names = { [id(501)]: `inv${formatChars}exe\u200d.pdf`, [id(502)]: '\u202e\u2066', [id(503)]: 'plain name.pdf' };
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase({ migrate: false });
    dir = migrationsUpTo('0018_number_series');
    await (db.kind === 'postgres' ? migrateNodePg : migratePglite)(db.db as never, { migrationsFolder: dir });
    for (const [key, name] of Object.entries(names)) {
      await db.db.execute(sql`insert into sync_files (id, file_name, format, size, storage_key) values (${key}, ${name}, 'csv', 1, 'k')`);
      await db.db.execute(sql`insert into ticket_uploads (id, file_name, content_type, size, storage_key) values (${key}, ${name}, 'text/plain', 1, 'k')`);
    }
    await db.migrate();
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes them out of every stored name, keeping the joiners; an empty name becomes "document"', async () => {
    expect(formatChars.length).toBeGreaterThan(150);
    const expected = [
      { id: id(501), name: 'invexe\u200d.pdf' },
      { id: id(502), name: 'document' },
      { id: id(503), name: 'plain name.pdf' },
    ];
    expect(await rowsOf(db.db, sql`select id, file_name as name from sync_files order by id`)).toEqual(expected);
    expect(await rowsOf(db.db, sql`select id, file_name as name from ticket_uploads order by id`)).toEqual(expected);
  });
});
