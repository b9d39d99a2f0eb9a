import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Db } from '@/db/client.ts';
import { documents } from '@/db/schema/documents.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { businessPartners, companies, sites } from '@/db/schema/org.ts';
import type { BlobStore } from '@/lib/storage/storage.ts';
import { addDays, DEMO_ANCHOR, DEMO_YEAR, prng, seedOf } from './demo-random.ts';

/** How many of each partner's latest invoices and credit memos get a PDF. */
const PDFS_PER_PARTNER = 14;

interface Blueprint {
  typeCode: string;
  prefix: string;
  title: { pt: string; es: string };
  description: { pt: string; es: string };
}

// One of each per site, in the language of the site's country.
const SITE_DOCUMENTS: Blueprint[] = [
  { typeCode: 'Budget', prefix: 'ORC', title: { pt: 'Orçamento de limpeza {site} 2027', es: 'Presupuesto de limpieza {site} 2027' }, description: { pt: 'Proposta anual de serviços', es: 'Propuesta anual de servicios' } },
  { typeCode: 'Folder', prefix: 'DOS', title: { pt: 'Dossier técnico {site}', es: 'Dossier técnico {site}' }, description: { pt: 'Plantas, contactos e instruções de acesso', es: 'Planos, contactos e instrucciones de acceso' } },
  { typeCode: 'IncidenceReport', prefix: 'INC', title: { pt: 'Relatório de incidência: fuga de água em {site}', es: 'Informe de incidencia: fuga de agua en {site}' }, description: { pt: 'Intervenção de emergência, piso 2', es: 'Intervención de emergencia, planta 2' } },
  { typeCode: 'OrderList', prefix: 'LPD', title: { pt: 'Lista de encomendas de outubro — {site}', es: 'Lista de pedidos de octubre — {site}' }, description: { pt: 'Consumíveis e serviços pedidos', es: 'Consumibles y servicios pedidos' } },
  { typeCode: 'ServiceReport', prefix: 'RS', title: { pt: 'Relatório de serviço mensal {site}', es: 'Informe de servicio mensual {site}' }, description: { pt: 'Horas realizadas e ocorrências', es: 'Horas realizadas e incidencias' } },
  { typeCode: 'ShipmentNote', prefix: 'GR', title: { pt: 'Guia de remessa {site}', es: 'Albarán de envío {site}' }, description: { pt: 'Entrega de paletes', es: 'Entrega de palés' } },
  { typeCode: 'LegalTechnical', prefix: 'LEG', title: { pt: 'Certificado de inspeção de segurança {site}', es: 'Certificado de inspección de seguridad {site}' }, description: { pt: 'Inspeção anual obrigatória', es: 'Inspección anual obligatoria' } },
  { typeCode: 'WasteCertificate', prefix: 'RES', title: { pt: 'Certificado de resíduos {site}', es: 'Certificado de residuos {site}' }, description: { pt: 'Recolha e tratamento de resíduos', es: 'Recogida y tratamiento de residuos' } },
];

/** A one-page PDF with a heading and a few lines (what an ERP would have printed). */
export function renderDemoPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Creator: 'Customer Hub demo' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

const fileNameOf = (documentNo: string, title: string) => `${documentNo.replace(/[\\/]/g, '-')} ${title}`.slice(0, 120).replace(/[\\/:*?"<>|]/g, '-') + '.pdf';

/**
 * Demo documents: a PDF for each partner's latest invoices and credit memos (linked from the
 * current account) and one document of each section per site. Runs once, when the demo has
 * companies and no documents; the files go to the configured store.
 */
export async function seedDemoDocuments(db: Db, storage: BlobStore): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(documents);
  if ((existing?.n ?? 0) > 0) return 0;
  const partners = await db
    .select({ id: businessPartners.id, companyId: businessPartners.companyId, name: businessPartners.name, customerNo: businessPartners.customerNo, companyName: companies.name })
    .from(businessPartners)
    .innerJoin(companies, eq(companies.id, businessPartners.companyId))
    .orderBy(businessPartners.customerNo);
  const rows: (typeof documents.$inferInsert)[] = [];
  const store = async (row: Omit<typeof documents.$inferInsert, 'storageKey' | 'sizeBytes' | 'contentType' | 'fileName'>, lines: string[]) => {
    const pdf = await renderDemoPdf(`${row.documentNo} — ${row.title}`, lines);
    const storageKey = `documents/${row.companyId}/${randomUUID()}`;
    await storage.put(storageKey, pdf, 'application/pdf');
    rows.push({ ...row, fileName: fileNameOf(row.documentNo, row.title), contentType: 'application/pdf', sizeBytes: pdf.length, storageKey });
  };

  for (const p of partners) {
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.businessPartnerId, p.id), inArray(ledgerEntries.documentType, ['Invoice', 'Credit Memo'])))
      .orderBy(desc(ledgerEntries.postDate), desc(ledgerEntries.documentNo))
      .limit(PDFS_PER_PARTNER);
    // The sign-up demo's invoice (the partner's first of the anchor's year) has its PDF too.
    const [first] = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.businessPartnerId, p.id), eq(ledgerEntries.documentType, 'Invoice'), gte(ledgerEntries.postDate, `${DEMO_ANCHOR.slice(0, 4)}-01-01`)))
      .orderBy(ledgerEntries.postDate, ledgerEntries.documentNo)
      .limit(1);
    if (first && !entries.some((e) => e.id === first.id)) entries.push(first);
    for (const e of entries) {
      const invoice = e.documentType === 'Invoice';
      await store(
        {
          companyId: p.companyId,
          businessPartnerId: p.id,
          siteId: e.siteId,
          typeCode: invoice ? 'InvoicePdf' : 'CreditMemoPdf',
          ledgerEntryId: e.id,
          documentNo: e.documentNo,
          title: e.description || e.documentType,
          description: `${p.name} (${p.customerNo})`,
          documentDate: e.postDate,
        },
        [p.companyName, `${p.name} — ${p.customerNo}`, `${e.documentType} ${e.documentNo}`, `${e.postDate}`, e.description, `${e.amount} ${e.currency}`],
      );
    }

    const partnerSites = await db.select().from(sites).where(eq(sites.businessPartnerId, p.id)).orderBy(sites.code);
    for (const site of partnerSites) {
      const rng = prng(seedOf(`documents:${site.code}`));
      const lang = site.country === 'PT' ? 'pt' : 'es';
      for (const [i, b] of SITE_DOCUMENTS.entries()) {
        const title = b.title[lang].replace('{site}', site.name);
        await store(
          {
            companyId: p.companyId,
            businessPartnerId: p.id,
            siteId: site.id,
            typeCode: b.typeCode,
            documentNo: `${b.prefix}-${DEMO_YEAR}-${site.code}-${String(i + 1).padStart(2, '0')}`,
            title,
            description: b.description[lang],
            documentDate: addDays(DEMO_ANCHOR, -rng.int(1, 200)),
          },
          [p.companyName, `${p.name} — ${site.name}`, site.address, b.description[lang]],
        );
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(documents).values(rows.slice(i, i + 200));
  return rows.length;
}
