import zlib from 'node:zlib';
import type { Db } from '@/db/client.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import { buildBusinessPartner, buildCompany, buildContact, buildLedgerEntry, buildSite, buildStaff } from './factories.ts';
import { buildTestApp, sessionFor, type TestApp } from './helpers.ts';

/** YYYY-MM-DD `days` after today (UTC); states are derived against the real today. */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type EntrySeed = {
  no: string;
  type: 'Invoice' | 'Payment' | 'Credit Memo' | 'Finance Charge Memo' | 'Refund' | 'Reminder';
  bp: 'P1' | 'P2';
  site: 'S1' | 'S2' | null;
  post: number;
  due: number | null;
  amount: string;
  remaining: string;
  currency?: string;
  description?: string;
};

/** Company A's current account: every type and state, two partners, two sites, one USD entry. */
export const A_ENTRIES: EntrySeed[] = [
  { no: 'A-INV-1', type: 'Invoice', bp: 'P1', site: 'S1', post: -60, due: -30, amount: '1000.00', remaining: '0.00' },
  { no: 'A-PAY-1', type: 'Payment', bp: 'P1', site: 'S1', post: -35, due: null, amount: '-1000.00', remaining: '0.00' },
  { no: 'A-INV-2', type: 'Invoice', bp: 'P1', site: 'S1', post: -40, due: -10, amount: '500.00', remaining: '500.00', description: 'Cleaning; "monthly"' },
  { no: 'A-INV-3', type: 'Invoice', bp: 'P1', site: 'S2', post: -5, due: 25, amount: '250.50', remaining: '250.50' },
  { no: 'A-CM-1', type: 'Credit Memo', bp: 'P1', site: 'S2', post: -3, due: null, amount: '-50.00', remaining: '-50.00', description: '=HYPERLINK("x")' },
  { no: 'A-FCM-1', type: 'Finance Charge Memo', bp: 'P1', site: null, post: -2, due: 28, amount: '12.34', remaining: '12.34' },
  { no: 'A-REM-1', type: 'Reminder', bp: 'P2', site: null, post: -15, due: -1, amount: '5.00', remaining: '5.00' },
  { no: 'A-REF-1', type: 'Refund', bp: 'P2', site: null, post: -20, due: null, amount: '75.00', remaining: '0.00' },
  { no: 'A-INV-4', type: 'Invoice', bp: 'P2', site: null, post: -100, due: -70, amount: '300.00', remaining: '120.00' },
  { no: 'A-INV-5', type: 'Invoice', bp: 'P2', site: null, post: 0, due: 0, amount: '80.00', remaining: '80.00' },
  { no: 'A-INV-6', type: 'Invoice', bp: 'P2', site: null, post: -7, due: 23, amount: '40.00', remaining: '40.00', currency: 'USD' },
];

export type LedgerFixture = Awaited<ReturnType<typeof buildLedgerFixture>>;

/** Two companies, their trees and ledgers, and a session for each kind of caller. */
export async function buildLedgerFixture(db: Db) {
  const a = await buildCompany(db, { name: 'Alpha Facilities' });
  const b = await buildCompany(db, { name: 'Beta Logistics' });
  const p1 = await buildBusinessPartner(db, a.id, { name: 'Alpha North', customerNo: `P1-${a.code}`, vatNo: 'PT500000001' });
  const p2 = await buildBusinessPartner(db, a.id, { name: 'Alpha South' });
  const s1 = await buildSite(db, a.id, p1.id, { name: 'North Depot' });
  const s2 = await buildSite(db, a.id, p1.id, { name: 'North Store' });
  const bp = await buildBusinessPartner(db, b.id, { name: 'Beta Main' });
  const ids = { P1: p1.id, P2: p2.id, S1: s1.id, S2: s2.id };
  const entries: Record<string, string> = {};
  for (const e of A_ENTRIES) {
    const row = await buildLedgerEntry(db, a.id, ids[e.bp], {
      siteId: e.site ? ids[e.site] : null,
      documentNo: e.no,
      documentType: e.type,
      description: e.description ?? e.type,
      postDate: daysFromToday(e.post),
      dueDate: e.due === null ? null : daysFromToday(e.due),
      amount: e.amount,
      remainingAmount: e.remaining,
      currency: e.currency ?? 'EUR',
    });
    entries[e.no] = row.id;
  }
  const bEntry = await buildLedgerEntry(db, b.id, bp.id, { documentNo: 'B-INV-1', postDate: daysFromToday(-1), dueDate: daysFromToday(-1), amount: '999.00', remainingAmount: '999.00' });

  const withPrices: Permission[] = ['CurrentAccounts', 'PricesColumn'];
  const contact = async (over: Parameters<typeof buildContact>[1]) => sessionFor(db, (await buildContact(db, over)).id);
  const auth = {
    companyA: await contact({ companyId: a.id, permissions: withPrices, language: 'en-US' }),
    companyANoPrices: await contact({ companyId: a.id, permissions: ['CurrentAccounts'] }),
    companyAPortuguese: await contact({ companyId: a.id, permissions: withPrices, language: 'pt-PT' }),
    partnerP1: await contact({ companyId: a.id, treeNodeKind: 'business_partner', treeNodeId: p1.id, permissions: withPrices }),
    siteS1: await contact({ companyId: a.id, treeNodeKind: 'site', treeNodeId: s1.id, permissions: withPrices }),
    noCurrentAccounts: await contact({ companyId: a.id, permissions: ['Dashboard', 'PricesColumn'] }),
    companyB: await contact({ companyId: b.id, permissions: withPrices }),
    backoffice: await sessionFor(db, (await buildStaff(db, 'Backoffice')).id),
  };
  return { companyA: a, companyB: b, partners: { P1: p1, P2: p2, B: bp }, sites: { S1: s1, S2: s2 }, entries, bEntry, auth };
}

/**
 * The text a PDF shows: every content stream inflated, the strings of its text operators
 * decoded (the standard fonts write WinAnsi bytes as hex), one line per text operator.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    const bytes = Buffer.from(m[1]!, 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      out.push(hexes.map((h) => winAnsi(Buffer.from(h, 'hex'))).join(''));
    }
  }
  return out.join('\n');
}

const winAnsi = (bytes: Buffer) => [...bytes].map((c) => (c === 0x80 ? '€' : String.fromCharCode(c))).join('');

/** A test app with the ledger fixture in its database. */
export async function buildLedgerApp(): Promise<{ t: TestApp; f: LedgerFixture }> {
  const t = await buildTestApp();
  return { t, f: await buildLedgerFixture(t.database.db) };
}
