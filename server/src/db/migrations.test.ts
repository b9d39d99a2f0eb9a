import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client.ts';
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
