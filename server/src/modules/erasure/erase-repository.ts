import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import type { ErasureErasedCounts, ErasureKeptCounts, ErasureOutcome } from '@customer-hub/contract/erasure';

/** What identifies the person in stored text: their full name, email and user name. */
export interface Person {
  id: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Texts shorter than this are not searched for in free text: they would match ordinary words. */
const SHORTEST_TERM = 3;

/** The strings that name the person (full name, email, user name), each once. */
export function identifiersOf(p: Person): string[] {
  const name = `${p.firstName} ${p.lastName}`.trim().replace(/\s+/g, ' ');
  const terms = [name, p.email, p.userName].map((s) => s.trim()).filter((s) => s.length >= SHORTEST_TERM);
  return [...new Set(terms.map((s) => s.toLowerCase()))].sort((a, b) => b.length - a.length);
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A PostgreSQL regular expression (used with `~*`, case-insensitive) matching any identifier as a
 * whole: not inside a longer word or address (no letter, digit, _ or @ beside it, nor a . before it;
 * a full stop after it ends a sentence): "Ana Lopes" is found in "Dear Ana Lopes." and the user
 * name "ana.lopes" in the file name "ana.lopes-photo.png", while "ana" is not in "ana.silva@x.pt".
 * Null when the person has no identifier long enough to search for.
 */
export function patternOf(p: Person): string | null {
  const terms = identifiersOf(p).map((term) => escapeRegex(term).replace(/ /g, '\\s+'));
  return terms.length ? `(?<![[:alnum:]_.@])(${terms.join('|')})(?![[:alnum:]_@]|\\.[[:alnum:]_])` : null;
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const countOf = async (db: Db, query: SQL): Promise<number> => Number((await rowsOf<{ n: number | string }>(db, query))[0]?.n ?? 0);

/** The person's sign-in history: their rows, and rows of attempts with their user name or email. */
const ownLogins = (p: Person) => sql`(user_id = ${p.id} or lower(user_name) in (lower(${p.userName}), lower(${p.email})))`;
const ownEmails = (p: Person) => sql`(lower("to") = lower(${p.email}) and ${p.email} <> '')`;
const ownMails = (p: Person) => sql`(sender_id = ${p.id} or (lower(from_address) = lower(${p.email}) and ${p.email} <> ''))`;

/** What an approval would erase and keep now, counted (the review's preview, and the outcome). */
export async function countOutcome(db: Db, p: Person, pattern: string | null): Promise<ErasureOutcome> {
  const names = pattern ? sql`description ~* ${pattern}` : sql`false`;
  const [row] = await rowsOf<Record<string, number | string>>(
    db,
    sql`select
      (select count(*) from users where id = ${p.id}) as profile,
      (select count(*) from users where id = ${p.id} and image is not null and image <> '') as photo,
      (select count(*) from login_logs where ${ownLogins(p)}) as sign_in_history,
      (select count(*) from sessions where user_id = ${p.id}) as sessions,
      (select count(*) from trusted_devices where user_id = ${p.id}) + (select count(*) from recovery_codes where user_id = ${p.id}) as devices,
      (select count(*) from passkeys where user_id = ${p.id}) as passkeys,
      (select count(*) from user_identities where user_id = ${p.id}) as identities,
      (select count(*) from notifications where recipient_id = ${p.id}) as notifications,
      (select count(*) from ticket_comments where author_id = ${p.id}) as comments,
      (select count(*) from ticket_uploads where uploaded_by = ${p.id}) as uploads_deleted,
      (select count(*) from ticket_attachments where uploaded_by = ${p.id}) + (select count(*) from documents where uploaded_by = ${p.id}) as files_kept,
      (select count(*) from email_outbox where ${ownEmails(p)}) + (select count(*) from inbound_mails where ${ownMails(p)}) as emails,
      (select count(*) from data_exports where user_id = ${p.id}) as archives,
      (select count(*) from api_keys where created_by = ${p.id} and revoked_at is null) as api_keys_revoked,
      (select count(*) from ledger_entries where ${names}) as ledger_entries,
      (select count(*) from orders where created_by = ${p.id}) + (select count(*) from order_history where by_user_id = ${p.id}) as orders,
      (select count(*) from tickets where requester_id = ${p.id}) + (select count(*) from ticket_history where by_user_id = ${p.id}) as ticket_history,
      (select count(*) from policy_acceptances where user_id = ${p.id}) as policy_acceptances,
      (select count(*) from audit_log where user_id = ${p.id}) as audit_entries`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  const erased: ErasureErasedCounts = {
    profile: n('profile'),
    photo: n('photo'),
    signInHistory: n('sign_in_history'),
    sessions: n('sessions'),
    devices: n('devices'),
    passkeys: n('passkeys'),
    identities: n('identities'),
    notifications: n('notifications'),
    comments: n('comments'),
    uploadsDeleted: n('uploads_deleted'),
    filesKept: n('files_kept'),
    emails: n('emails'),
    archives: n('archives'),
    apiKeysRevoked: n('api_keys_revoked'),
  };
  const kept: ErasureKeptCounts = {
    ledgerEntries: n('ledger_entries'),
    orders: n('orders'),
    ticketHistory: n('ticket_history'),
    policyAcceptances: n('policy_acceptances'),
    auditEntries: n('audit_entries'),
  };
  return { erased, kept };
}

/** The values that replace the person's: non-identifying and unique (the request's id in them). */
export interface Pseudonym {
  userName: string;
  email: string;
}

/**
 * Erases the person, inside the caller's transaction. What identifies them and serves nobody
 * else is deleted (sign-in history, sessions, trusted browsers, recovery codes, pending codes and
 * links, passkeys, single sign-on identities, notifications and their choices, watched tickets,
 * emails to them and from them, files they uploaded that no ticket holds, archives of their data), and the API keys
 * they made are revoked; what others need is
 * kept and pseudonymised: their comments stay, signed by the pseudonymised user (the web shows
 * "Former contact"), files attached to a ticket stay with their uploader forgotten, and the legal
 * records (orders, ticket history, privacy-policy decisions, the audit log) keep the row with the
 * pseudonym in place of the name. Then every text and JSON column of every table is searched for
 * their name, email and user name, each found replaced by the pseudonym's user name: free text
 * (comment bodies, email bodies, log messages, notification params) and columns added later are
 * covered without a list. Answers the storage keys of the deleted files (their uploads no ticket
 * holds, the archives of their data), for after the commit.
 */
export async function erasePerson(db: Db, p: Person, pseudonym: Pseudonym): Promise<string[]> {
  const pattern = patternOf(p);
  const id = p.id;
  // The one narrow exception of policy_acceptances' append-only trigger (migrations 0029, 0030).
  await db.execute(sql`select set_config('customer_hub.erasure', 'on', true)`);
  await db.execute(sql`delete from login_logs where ${ownLogins(p)}`);
  for (const table of ['sessions', 'trusted_devices', 'recovery_codes', 'two_factor_challenges', 'account_tokens', 'passkeys', 'user_identities', 'notification_preferences', 'ticket_watchers', 'kb_drafts']) {
    await db.execute(sql`delete from ${sql.identifier(table)} where user_id = ${id}`);
  }
  await db.execute(sql`delete from notifications where recipient_id = ${id}`);
  // View-as sessions opened by them (a staff user) go too: their reasons are their words.
  await db.execute(sql`delete from sessions where view_as_staff_user_id = ${id}`);
  await db.execute(sql`delete from saved_replies where owner_id = ${id}`);
  await db.execute(sql`delete from email_outbox where ${ownEmails(p)}`);
  await db.execute(sql`delete from inbound_mail_answers where lower(address) = lower(${p.email}) and ${p.email} <> ''`);
  await db.execute(sql`delete from inbound_mails where ${ownMails(p)}`);
  if (pattern) await db.execute(sql`delete from auth_throttle where key ~* ${pattern}`);
  const uploads = await rowsOf<{ storage_key: string }>(db, sql`delete from ticket_uploads where uploaded_by = ${id} returning storage_key`);
  // Archives of their data (modules/data-export): the rows now, the bytes from the store after the commit.
  const archives = await rowsOf<{ storage_key: string | null }>(db, sql`delete from data_exports where user_id = ${id} returning storage_key`);
  // Their company's API keys stop with them (refused already, with their creator inactive): revoked, by no one.
  await db.execute(sql`update api_keys set revoked_at = now(), revoked_by = null where created_by = ${id} and revoked_at is null`);
  await db.execute(sql`update ticket_attachments set uploaded_by = null where uploaded_by = ${id}`);
  await db.execute(sql`update documents set uploaded_by = null where uploaded_by = ${id}`);
  await db.execute(sql`update sync_files set uploaded_by = null where uploaded_by = ${id}`);
  await db.execute(sql`update sync_runs set started_by_name = ${pseudonym.userName} where started_by = ${id}`);
  await db.execute(sql`update audit_log set user_name = ${pseudonym.userName} where user_id = ${id}`);
  await db.execute(sql`update policy_acceptances set user_name = ${pseudonym.userName}, email = ${pseudonym.email} where user_id = ${id}`);
  await db.execute(sql`update access_requests set name = ${pseudonym.userName}, email = ${pseudonym.email}, phone = '', presentation = ''
    where contact_user_id = ${id} or (lower(email) = lower(${p.email}) and ${p.email} <> '')`);
  await db.execute(sql`update erasure_requests set reason = '' where user_id = ${id}`);
  await db.execute(sql`update users set
      first_name = '', last_name = '', user_name = ${pseudonym.userName}, email = ${pseudonym.email}, password_hash = null,
      active = false, main_contact = false, permissions = '{}', image = null, identification = null, city = null, street = null,
      date_of_birth = null, retail_centre = null, ticket_url = null, ticket_user_name = null, two_factor_method = 'none',
      totp_secret = null, totp_last_step = null, email_verified_at = null, erased_at = now(), updated_at = now()
    where id = ${id}`);
  if (pattern) await scrubEverywhere(db, pattern, pseudonym.userName);
  return [...uploads.map((u) => u.storage_key), ...archives.flatMap((a) => (a.storage_key ? [a.storage_key] : []))];
}

/** Tables whose text no scrub may touch: the append-only decisions (their name is replaced above). */
const UNSCRUBBED_TABLES = new Set(['policy_acceptances']);
/** Other users' sign-in names are theirs alone: the person's own were replaced above. */
const UNSCRUBBED_COLUMNS = new Set(['users.user_name', 'users.email']);

/** Every stored (not generated) text, varchar and jsonb column of every table, by table. */
export async function textColumns(db: Db): Promise<Map<string, { column: string; json: boolean }[]>> {
  const rows = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'jsonb', 'json') and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, { column: string; json: boolean }[]>();
  for (const r of rows) {
    const list = byTable.get(r.table_name) ?? [];
    list.push({ column: r.column_name, json: r.data_type === 'jsonb' || r.data_type === 'json' });
    byTable.set(r.table_name, list);
  }
  return byTable;
}

/** Replaces every match of `pattern` in every text column of every table by `replacement`: one UPDATE per table. */
async function scrubEverywhere(db: Db, pattern: string, replacement: string): Promise<void> {
  for (const [table, columns] of await textColumns(db)) {
    if (UNSCRUBBED_TABLES.has(table)) continue;
    const scrubbed = columns.filter((c) => !UNSCRUBBED_COLUMNS.has(`${table}.${c.column}`));
    const text = (c: { column: string; json: boolean }) => (c.json ? sql`${sql.identifier(c.column)}::text` : sql`${sql.identifier(c.column)}`);
    const sets = scrubbed.map(
      (c) =>
        sql`${sql.identifier(c.column)} = case when ${text(c)} ~* ${pattern} then regexp_replace(${text(c)}, ${pattern}, ${replacement}, 'gi')${c.json ? sql`::jsonb` : sql``} else ${sql.identifier(c.column)} end`,
    );
    const where = sql.join(
      scrubbed.map((c) => sql`${text(c)} ~* ${pattern}`),
      sql` or `,
    );
    await db.execute(sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where ${where}`);
  }
}

/**
 * How many rows of each table name the person anywhere in a text column (the proof's search, and
 * a check after an erasure): `{ table: rows }` for the tables with any, and how much was searched.
 */
export async function rowsNaming(db: Db, p: Person): Promise<{ found: Record<string, number>; columns: number; tables: number }> {
  const terms = identifiersOf(p).map((t) => `%${t.replace(/[\\%_]/g, '\\$&')}%`);
  const found: Record<string, number> = {};
  let columns = 0;
  const all = await textColumns(db);
  for (const [table, cols] of all) {
    columns += cols.length;
    if (!terms.length) continue;
    const conditions = cols.flatMap((c) => terms.map((term) => sql`${sql.identifier(c.column)}${c.json ? sql`::text` : sql``} ilike ${term}`));
    const n = await countOf(db, sql`select count(*) as n from ${sql.identifier(table)} where ${sql.join(conditions, sql` or `)}`);
    if (n > 0) found[table] = n;
  }
  return { found, columns, tables: all.size };
}
