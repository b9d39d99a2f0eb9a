import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server `adminUrl` names, on a connection of its own. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new PostgreSQL database beside the one `adminUrl` names, empty or a copy of `template`;
 * `drop()` removes it.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
