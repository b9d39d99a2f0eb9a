import type { Db } from '@/db/client.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { seedOperations } from './customer-operations.ts';
import { addDays, DEMO_ANCHOR, money, prng, seedOf, type DemoPartner, type DemoUsers } from './demo-random.ts';

export { DEMO_ANCHOR } from './demo-random.ts';

// Demo data of the customer area: a year of current account per business partner, and
// contracts, trips, teams, orders, stocks and transports (customer-operations.ts). Everything
// is drawn from a seeded PRNG and dated relative to DEMO_ANCHOR, so every run gives the same rows.

type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
/** An entry before numbering; `about` is the invoice its description names (`{no}`). */
type Draft = Omit<NewLedgerEntry, 'documentNo' | 'companyId' | 'businessPartnerId'> & { series: string; about?: Draft };

const SERIES = { Invoice: 'FT', Payment: 'RC', 'Credit Memo': 'NC', 'Finance Charge Memo': 'NJ', Refund: 'RE', Reminder: 'AV' } as const;

/**
 * A year of current account for one partner, up to DEMO_ANCHOR: a monthly service invoice per
 * site plus extra works, most settled by a payment some days around the due date, a few
 * overdue (one partly paid, one with a reminder and a finance charge memo), credit memos (one
 * applied, one still open), and a credit refunded. Amounts and remaining amounts agree: the
 * sum of the amounts is the sum of what remains. Numbers run per series and year, so the
 * first invoice of the anchor's year of C10001 is `FT <year>/10001-1` (the sign-up demo uses it).
 */
export function demoLedger(p: DemoPartner): NewLedgerEntry[] {
  const rng = prng(seedOf(`ledger:${p.customerNo}`));
  const start = addDays(DEMO_ANCHOR, -365);
  const drafts: Draft[] = [];
  const invoices: Draft[] = [];
  const pt = p.country === 'PT';

  for (const site of p.sites) {
    const fee = rng.int(900, 3200);
    // The twelve months after the start one: the last is the anchor's own month.
    for (let m = 1; m <= 12; m++) {
      const month = new Date(Date.parse(`${start}T00:00:00Z`));
      month.setUTCMonth(month.getUTCMonth() + m, 1);
      const first = month.toISOString().slice(0, 10);
      const service = p.kind === 'retail' ? (pt ? 'Serviços de facility management' : 'Servicios de facility management') : pt ? 'Serviços logísticos' : 'Servicios logísticos';
      invoices.push(invoiceDraft(p, site.id, first, fee * (0.95 + rng.next() * 0.1), `${service} ${first.slice(0, 7)} — ${site.name}`));
      if (rng.chance(0.6)) {
        const extra = rng.int(150, 1200) + rng.int(0, 99) / 100;
        const on = addDays(first, rng.int(4, 24));
        // Early in the anchor's month the extra works of that month are still to come: not invoiced yet.
        if (on <= DEMO_ANCHOR) invoices.push(invoiceDraft(p, site.id, on, extra, `${pt ? 'Trabalhos adicionais' : 'Trabajos adicionales'} — ${site.name}`));
      }
    }
  }
  invoices.sort((a, b) => a.postDate.localeCompare(b.postDate));

  // Two invoices due two months before the anchor stay overdue: one unpaid, one half paid.
  const late = invoices.filter((i) => i.dueDate! < addDays(DEMO_ANCHOR, -60));
  const unpaid = late[late.length - 1]!;
  const halfPaid = late[late.length - 3]!;
  const credited = invoices[Math.floor(invoices.length / 3)]!;

  for (const inv of invoices) {
    drafts.push(inv);
    const amount = Number(inv.amount);
    if (inv === unpaid) continue;
    let toPay = amount;
    if (inv === credited) {
      const credit = Math.round(amount * 12) / 100;
      toPay = Math.round((amount - credit) * 100) / 100;
      drafts.push(entry('Credit Memo', inv.siteId!, addDays(inv.postDate, 6), null, -credit, 0, pt ? 'Acerto de preço {no}' : 'Ajuste de precio {no}', inv));
    }
    if (inv === halfPaid) {
      const half = Math.round(amount * 50) / 100;
      inv.remainingAmount = money(amount - half);
      drafts.push(entry('Payment', inv.siteId!, addDays(inv.dueDate!, 9), null, -half, 0, pt ? 'Pagamento parcial {no}' : 'Pago parcial {no}', inv));
      continue;
    }
    const paidOn = addDays(inv.dueDate!, rng.int(-12, 14));
    if (paidOn > DEMO_ANCHOR) continue; // not paid yet: open, or overdue once its due date passes
    inv.remainingAmount = '0.00';
    drafts.push(entry('Payment', inv.siteId!, paidOn, null, -toPay, 0, pt ? 'Pagamento {no}' : 'Pago {no}', inv));
  }

  // Dunning of the unpaid invoice: a reminder with its fee, then interest.
  const reminderOn = addDays(unpaid.dueDate!, 15);
  drafts.push(entry('Reminder', unpaid.siteId!, reminderOn, addDays(reminderOn, 10), 15, 15, pt ? 'Aviso de cobrança {no}' : 'Recordatorio {no}', unpaid));
  const interest = Math.round(Number(unpaid.amount)) / 100;
  drafts.push(entry('Finance Charge Memo', unpaid.siteId!, addDays(reminderOn, 30), addDays(reminderOn, 45), interest, interest, pt ? 'Juros de mora {no}' : 'Intereses de demora {no}', unpaid));

  // A deposit returned as a credit and paid out to the customer (partner level, no site).
  const deposit = rng.int(200, 600);
  drafts.push(entry('Credit Memo', null, addDays(start, 75), null, -deposit, 0, pt ? 'Devolução de caução' : 'Devolución de fianza'));
  drafts.push(entry('Refund', null, addDays(start, 82), null, deposit, 0, pt ? 'Reembolso de caução' : 'Reembolso de fianza'));
  // A recent credit memo not used yet.
  const open = rng.int(40, 180);
  drafts.push(entry('Credit Memo', p.sites[0]!.id, addDays(DEMO_ANCHOR, -9), null, -open, -open, pt ? 'Serviço não prestado' : 'Servicio no prestado'));

  return numbered(p, drafts);
}

function entry(type: keyof typeof SERIES, siteId: string | null, postDate: string, dueDate: string | null, amount: number, remaining: number, description: string, about?: Draft): Draft {
  return { series: SERIES[type], documentType: type, siteId, postDate, dueDate, amount: money(amount), remainingAmount: money(remaining), description, ...(about ? { about } : {}) };
}

function invoiceDraft(p: DemoPartner, siteId: string, postDate: string, amount: number, description: string): Draft {
  const rounded = Math.round(amount * 100) / 100;
  return entry('Invoice', siteId, postDate, addDays(postDate, p.paymentTermsDays), rounded, rounded, description);
}

/** Numbers per series and year in posting order (`FT <year>/10001-1`), and fills in the invoice numbers descriptions name. */
function numbered(p: DemoPartner, drafts: Draft[]): NewLedgerEntry[] {
  const n = p.customerNo.slice(1);
  const seq = new Map<string, number>();
  const numbers = new Map<Draft, string>();
  const ordered = drafts.map((d, i) => [d, i] as const).sort(([a, i], [b, j]) => a.postDate.localeCompare(b.postDate) || i - j).map(([d]) => d);
  for (const d of ordered) {
    const key = `${d.series} ${d.postDate.slice(0, 4)}`;
    const next = (seq.get(key) ?? 0) + 1;
    seq.set(key, next);
    numbers.set(d, `${key}/${n}-${next}`);
  }
  return ordered.map((d) => {
    const { series: _series, about, ...row } = d;
    return {
      ...row,
      description: about ? row.description!.replace('{no}', numbers.get(about)!) : row.description,
      documentNo: numbers.get(d)!,
      companyId: p.companyId,
      businessPartnerId: p.businessPartnerId,
    };
  });
}

/** Seeds the customer area of the given partners (inside the demo seed's transaction). */
export async function seedCustomerData(db: Db, partners: DemoPartner[], users: DemoUsers): Promise<void> {
  const ledger = partners.flatMap(demoLedger);
  for (let i = 0; i < ledger.length; i += 500) await db.insert(ledgerEntries).values(ledger.slice(i, i + 500));
  await seedOperations(db, partners, users);
}
