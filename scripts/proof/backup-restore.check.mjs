// Backup and restore round trip (docs/OPERATIONS.md): a scratch PostgreSQL database is migrated
// and seeded with the demo data, backed up with scripts/ops/backup.sh together with a files
// folder, restored with scripts/ops/restore.sh into a fresh database and folder, and every
// table's row count and checksum, and every file's checksum, are compared. Exits 0 or 1.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/proof/backup-restore.check.mjs
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const suffix = randomBytes(4).toString('hex');
const names = { source: `backup_src_${suffix}`, target: `backup_dst_${suffix}` };
const urlOf = (db) => Object.assign(new URL(admin), { pathname: `/${db}` }).toString();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-check-'));
const started = Date.now();

async function adminQuery(text) {
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  try { await c.query(text); } finally { await c.end(); }
}

/** Per table (every schema but the system's): row count and md5 of its rows in a stable order. */
async function fingerprint(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (await c.query(`select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`)).rows;
    const out = {};
    for (const t of tables) {
      const q = `"${t.table_schema}"."${t.table_name}"`;
      const r = await c.query(`select count(*)::int as n, coalesce(md5(string_agg(x::text, E'\\n' order by x::text)), '') as sum from ${q} x`);
      out[`${t.table_schema}.${t.table_name}`] = `${r.rows[0].n} rows ${r.rows[0].sum}`;
    }
    return out;
  } finally {
    await c.end();
  }
}

function filesOf(dir) {
  const out = {};
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

let ok = false;
try {
  await adminQuery(`create database ${names.source}`);
  await adminQuery(`create database ${names.target}`);
  const env = { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'server/tsconfig.json'), DATABASE_URL: urlOf(names.source), DATA_DIR: path.join(work, 'data') };
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/migrate.ts')], { env, stdio: 'inherit' });
  // Demo data: companies, users, orders… (the same seed the demo runs).
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `
    import { openDatabase } from '${path.join(root, 'server/src/db/client.ts')}';
    import { seedDemo } from '${path.join(root, 'server/src/seed/demo.ts')}';
    const d = await openDatabase({ url: process.env.DATABASE_URL });
    await seedDemo(d.db, 'backup-check-password', { chat: true });
    await d.close();`], { env, stdio: 'inherit' });
  const files = path.join(work, 'files');
  for (let i = 0; i < 20; i++) {
    fs.mkdirSync(path.join(files, 'documents', String(i % 4)), { recursive: true });
    fs.writeFileSync(path.join(files, 'documents', String(i % 4), `file-${i}.bin`), randomBytes(1000 + i * 997));
  }
  const backup = path.join(work, 'backup');
  execFileSync('sh', [path.join(root, 'scripts/ops/backup.sh'), backup], { env: { ...env, STORAGE_DIR: files }, stdio: 'inherit' });
  const restoredFiles = path.join(work, 'files-restored');
  execFileSync('sh', [path.join(root, 'scripts/ops/restore.sh'), backup], { env: { ...env, DATABASE_URL: urlOf(names.target), STORAGE_DIR: restoredFiles }, stdio: 'inherit' });

  const [before, after] = [await fingerprint(urlOf(names.source)), await fingerprint(urlOf(names.target))];
  const tables = Object.keys(before);
  const differing = tables.filter((t) => before[t] !== after[t]).concat(Object.keys(after).filter((t) => !(t in before)));
  const rows = tables.reduce((n, t) => n + Number(before[t].split(' ')[0]), 0);
  const [fb, fa] = [filesOf(files), filesOf(restoredFiles)];
  const filesDiffer = Object.keys(fb).filter((f) => fb[f] !== fa[f]).concat(Object.keys(fa).filter((f) => !(f in fb)));
  console.log(`tables compared: ${tables.length}, rows: ${rows}, tables differing: ${differing.length}${differing.length ? ` (${differing.join(', ')})` : ''}`);
  console.log(`files compared: ${Object.keys(fb).length}, differing: ${filesDiffer.length}`);
  console.log(`dump size: ${fs.statSync(path.join(backup, 'database.dump')).size} bytes; round trip: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  ok = tables.length > 0 && rows > 0 && differing.length === 0 && Object.keys(fb).length === 20 && filesDiffer.length === 0;
} catch (err) {
  console.error(err);
} finally {
  await adminQuery(`drop database if exists ${names.source}`).catch(() => undefined);
  await adminQuery(`drop database if exists ${names.target}`).catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(ok ? 'backup-restore: OK' : 'backup-restore: FAILED');
process.exit(ok ? 0 : 1);
