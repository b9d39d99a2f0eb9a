import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@customer-hub/contract/permissions';
import { FileReferences } from '@/modules/documents/file-reference.ts';
import { buildContact, buildDocument, buildTenant } from './factories.ts';
import { buildTestApp, sessionFor, type TestApp } from './helpers.ts';

/**
 * Download references under attack (DESIGN.md §7): path traversal in every encoding we know of,
 * plus tampered, foreign and expired references. A canary file sits next to the storage folder
 * and in the system's temp folder; no answer may be 2xx and none may carry the canary's bytes.
 */
const CANARY = `CANARY-${randomUUID()}`;
const CANARY_NAME = `canary-${randomUUID()}.pdf`;
const ALL: Permission[] = ['SearchDocuments', 'Folders', 'IncidenceReports', 'Orders', 'ServiceReports', 'OtherLegalDocuments', 'CurrentAccounts'];

let t: TestApp;
let storageDir: string;
const canaryPaths: string[] = [];
type Auth = { authorization: string };
const as = {} as Record<'a' | 'b', Auth>;
const userIds = {} as Record<'a' | 'b', string>;
let docA: string;
let docB: string;

beforeAll(async () => {
  storageDir = path.join(os.tmpdir(), `ch-attack-files-${randomUUID()}`, 'store');
  fs.mkdirSync(storageDir, { recursive: true });
  for (const dir of [path.dirname(storageDir), os.tmpdir()]) {
    const file = path.join(dir, CANARY_NAME);
    fs.writeFileSync(file, `%PDF-1.4\n% ${CANARY}\n%%EOF\n`);
    canaryPaths.push(file);
  }
  t = await buildTestApp({ storageDir });
  const db = t.database.db;
  const a = await buildTenant(db);
  const b = await buildTenant(db);
  userIds.a = (await buildContact(db, { companyId: a.company.id, permissions: ALL })).id;
  userIds.b = (await buildContact(db, { companyId: b.company.id, permissions: ALL })).id;
  as.a = await sessionFor(db, userIds.a);
  as.b = await sessionFor(db, userIds.b);
  docA = (await buildDocument(db, t.app.storage, a.tenant, { documentNo: 'ATTACK-A' })).id;
  docB = (await buildDocument(db, t.app.storage, b.tenant, { documentNo: 'ATTACK-B' })).id;
});
afterAll(async () => {
  await t.close();
  for (const file of canaryPaths) fs.rmSync(file, { force: true });
  fs.rmSync(path.dirname(storageDir), { recursive: true, force: true });
});

/** Every way we know of to say "one folder up" or "this file", raw and encoded. */
function traversalPayloads(): string[] {
  const ups = [
    '../', '..\\', '..%2f', '..%2F', '%2e%2e/', '%2e%2e%2f', '%2E%2E%2F', '..%5c', '%2e%2e%5c', '%252e%252e%252f', '..%252f',
    '%c0%ae%c0%ae/', '%c0%ae%c0%ae%c0%af', '..%c0%af', '..%c1%9c', '%uff0e%uff0e/', '%u002e%u002e/', '\uff0e\uff0e/', '\u2024\u2024/',
    '....//', '..../', '.../', '..;/', '..%00/', '..\u0000/', '%252e%252e%255c', '..%u2215', '..\u2215', '..%e2%88%95',
  ];
  const out = new Set<string>();
  for (const up of ups) {
    for (const depth of [1, 2, 8]) {
      out.add(up.repeat(depth) + CANARY_NAME);
      if (depth === 8) out.add(`hub\\${up.repeat(depth)}${CANARY_NAME}`);
    }
    out.add(`hub\\x\\${up}${CANARY_NAME}`);
  }
  for (const file of canaryPaths) {
    out.add(file);
    out.add(`file://${file}`);
    out.add(encode(file));
    out.add(encode(encode(file)));
    out.add(`${file}\u0000.pdf`);
    out.add(`${file}%00.pdf`);
    out.add(file.replace(/\//g, '\\'));
    out.add(`hub\\${file}`);
    out.add(`hub\\x\\${file}`);
    out.add(`//${file}`);
    out.add(`/./${file}`);
  }
  for (const p of [
    'C:\\Windows\\win.ini', 'c:/windows/win.ini', 'C:%5cWindows%5cwin.ini', '\\\\?\\C:\\Windows\\win.ini', '\\\\localhost\\c$\\windows\\win.ini',
    '/etc/passwd', '/etc/passwd%00', '/proc/self/environ', '/proc/self/cmdline', '%2fetc%2fpasswd', '%252fetc%252fpasswd', '\\etc\\passwd',
    'hub\\..\\..\\..\\etc\\passwd', 'hub/../../../etc/passwd', 'hub\\%2e%2e\\%2e%2e\\etc\\passwd', 'HUB\\x\\y.pdf', 'hub\\\\\\', 'hub\\.\\.',
    '.', '..', '...', '~', '~/.ssh/id_rsa', '$HOME/.bashrc', '${STORAGE_DIR}/../x', 'documents/../../x', 'documents/', 'documents',
    '\u202e' + 'fdp.exe', 'hub\\x\\\u202efdp.exe', 'hub\\x\\e\u0301.pdf', 'hub\\x\\\ud800.pdf', 'hub\\x\\\u0000', ' ', '\t', '\r\n..\\',
  ]) out.add(p);
  return [...out];
}

/** encodeURIComponent, except that a lone surrogate goes out as the bytes a sloppy encoder would send. */
const encode = (p: string) => [...p].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');

function referencePayloads(good: string): string[] {
  const [, token, name] = good.split('\\') as [string, string, string];
  const [body, signature] = token.split('.') as [string, string];
  const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
  return [
    ...[0, 5, 10, 20, 30, body.length - 1].map((at) => `hub\\${flip(body, at)}.${signature}\\${name}`),
    ...[0, 21, 42].map((at) => `hub\\${body}.${flip(signature, at)}\\${name}`),
    `hub\\${body}.${signature}\\${CANARY_NAME}`,
    `hub\\${body}.${signature}\\..\\${CANARY_NAME}`,
    `hub\\${body}.${signature}\\${name}\\..\\..\\${CANARY_NAME}`,
    `hub\\${body}.${signature}\\..%2f${CANARY_NAME}`,
    `hub\\${body}\\${name}`,
    `hub\\${body}.\\${name}`,
    `hub\\.${signature}\\${name}`,
    `hub\\${body}${body}.${signature}\\${name}`,
    `hub/${body}.${signature}/${name}`,
    encodeURIComponent(good),
    good.toUpperCase(),
    `${good}\u0000`,
    `${good}%00`,
    ` ${good}`,
  ];
}

describe('download references under attack', () => {
  it('answers no traversal, encoded, tampered, foreign or expired reference with a file, and never with the canary', async () => {
    const link = await t.app.inject({ url: `/api/documents/download-link/${docA}`, headers: as.a });
    expect(link.statusCode, link.body).toBe(200);
    const good = link.json() as string;
    const ownOk = await t.app.inject({ url: `/api/Common/DownloadFile?FilePath=${encodeURIComponent(good)}`, headers: as.a });
    expect(ownOk.statusCode).toBe(200); // the control: a real reference does download

    const refs = new FileReferences(t.app.secretBox.deriveKey('file-references'));
    const expired = refs.issue({ kind: 'document', userId: userIds.a, documentIds: [docA] }, 'x.pdf', Date.now() - 7_200_000, 60);
    const foreignDocument = refs.issue({ kind: 'document', userId: userIds.a, documentIds: [docB] }, 'x.pdf');
    const otherKey = new FileReferences(Buffer.alloc(32, 7)).issue({ kind: 'document', userId: userIds.a, documentIds: [docA] }, 'x.pdf');
    const payloads = [...traversalPayloads(), ...referencePayloads(good), expired, foreignDocument, otherKey];

    const requests: { label: string; url: string; headers: Auth }[] = [];
    for (const p of payloads) {
      requests.push({ label: `encoded ${JSON.stringify(p)}`, url: `/api/Common/DownloadFile?FilePath=${encode(p)}`, headers: as.a });
      // Sent raw, the once-encoded good reference would be the good reference itself (the control above).
      if (/^[\x21-\x7e]*$/.test(p) && p !== encodeURIComponent(good)) requests.push({ label: `raw ${p}`, url: `/api/Common/DownloadFile?FilePath=${p.replace(/#/g, '%23').replace(/&/g, '%26')}`, headers: as.a });
      requests.push({ label: `link ${JSON.stringify(p)}`, url: `/api/documents/download-link/${encode(p)}`, headers: as.a });
    }
    // Company A's own reference in company B's hands, and B asking for A's document.
    requests.push({ label: 'foreign user', url: `/api/Common/DownloadFile?FilePath=${encodeURIComponent(good)}`, headers: as.b });
    requests.push({ label: 'foreign document link', url: `/api/documents/download-link/${docA}`, headers: as.b });

    const hits: string[] = [];
    for (const r of requests) {
      const res = await t.app.inject({ url: r.url, headers: r.headers });
      if ((res.statusCode >= 200 && res.statusCode < 300) || res.statusCode >= 500 || res.body.includes(CANARY)) hits.push(`${res.statusCode} ${r.label}`);
    }

    console.log(`${payloads.length} payloads, ${requests.length} requests, ${hits.length} hits`);
    expect(payloads.length).toBeGreaterThanOrEqual(200);
    expect(hits).toEqual([]);
  });
});
