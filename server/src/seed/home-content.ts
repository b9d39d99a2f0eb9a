import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '@/db/client.ts';
import { documents } from '@/db/schema/documents.ts';
import { homeImages, homeItemCompanies, homeItems } from '@/db/schema/home-content.ts';
import { companies } from '@/db/schema/org.ts';
import { cleanRichText } from '@/lib/rich-text.ts';
import type { BlobStore } from '@/lib/storage/storage.ts';
import { encodeVariants, storeVariants } from '@/modules/home-content/service.ts';
import type { HomeImagePurpose } from '@customer-hub/contract/home-content';
import { addDays, DEMO_ANCHOR } from './demo-random.ts';

type Texts = Record<'en-US' | 'es-ES' | 'pt-PT', string>;
const LANGUAGES = ['en-US', 'es-ES', 'pt-PT'] as const;

/** A carousel photo drawn at seed time (no network): a gradient, soft shapes and a skyline. */
function slideSvg(from: string, to: string, accent: string, shape: 'waves' | 'circles' | 'grid'): string {
  const shapes = {
    waves: `<path d="M0 470 C 300 380 500 560 800 470 S 1300 380 1600 470 V640 H0Z" fill="${accent}" opacity="0.35"/><path d="M0 530 C 350 450 650 610 950 530 S 1400 470 1600 540 V640 H0Z" fill="${accent}" opacity="0.5"/>`,
    circles: `<circle cx="1250" cy="180" r="220" fill="${accent}" opacity="0.25"/><circle cx="1420" cy="420" r="150" fill="${accent}" opacity="0.3"/><circle cx="1040" cy="470" r="90" fill="#fff" opacity="0.15"/>`,
    grid: Array.from({ length: 9 }, (_, i) => `<rect x="${900 + (i % 3) * 190}" y="${90 + Math.floor(i / 3) * 160}" width="150" height="120" rx="14" fill="${accent}" opacity="${0.15 + (i % 4) * 0.08}"/>`).join(''),
  }[shape];
  const skyline = [60, 140, 100, 180, 120, 70, 160].map((h, i) => `<rect x="${80 + i * 90}" y="${640 - h}" width="70" height="${h}" fill="#0b1f33" opacity="0.25"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1600" height="640" fill="url(#g)"/>${shapes}${skyline}</svg>`;
}

/** A partner's logo: a rounded badge with its initials. */
function logoSvg(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">
  <rect x="4" y="4" width="312" height="112" rx="20" fill="#fff"/><rect x="16" y="16" width="88" height="88" rx="16" fill="${color}"/>
  <text x="60" y="74" font-family="DejaVu Sans, sans-serif" font-size="38" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text>
  <text x="120" y="72" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="bold" fill="${color}">Partner</text></svg>`;
}

const SLIDES: { svg: string; logo?: string; url: string | null; caption: Texts }[] = [
  {
    svg: slideSvg('#0b5cab', '#1fa3a3', '#ffffff', 'waves'),
    logo: logoSvg('CH', '#0b5cab'),
    url: null,
    caption: {
      'en-US': 'Welcome to Customer Hub: your accounts, documents and requests in one place',
      'es-ES': 'Bienvenido a Customer Hub: sus cuentas, documentos y solicitudes en un solo lugar',
      'pt-PT': 'Bem-vindo ao Customer Hub: as suas contas, documentos e pedidos num só lugar',
    },
  },
  {
    svg: slideSvg('#0f7a4a', '#8cc63f', '#e8f5d0', 'circles'),
    logo: logoSvg('EV', '#0f7a4a'),
    url: 'https://www.example.com/sustainability',
    caption: {
      'en-US': 'Greener sites: energy audits for every building in 2027',
      'es-ES': 'Centros más verdes: auditorías energéticas en todos los edificios en 2027',
      'pt-PT': 'Instalações mais verdes: auditorias energéticas em todos os edifícios em 2027',
    },
  },
  {
    svg: slideSvg('#3b2a8f', '#d9487d', '#ffd6e5', 'grid'),
    url: 'https://www.example.com/requests',
    caption: {
      'en-US': 'Raise a service request from your phone and follow it to the end',
      'es-ES': 'Abra una solicitud de servicio desde el móvil y sígala hasta el final',
      'pt-PT': 'Abra um pedido de serviço no telemóvel e acompanhe-o até ao fim',
    },
  },
];

const NEWS: { date: string; title: Texts; summary: Texts; body: Texts; image?: string }[] = [
  {
    date: addDays(DEMO_ANCHOR, -1),
    image: slideSvg('#114b7a', '#4aa3df', '#ffffff', 'circles'),
    title: { 'en-US': 'New opening hours for the help desk', 'es-ES': 'Nuevo horario del servicio de atención', 'pt-PT': 'Novo horário do apoio ao cliente' },
    summary: {
      'en-US': 'From December the help desk answers from 8:00 to 20:00, Monday to Saturday.',
      'es-ES': 'A partir de diciembre el servicio de atención responde de 8:00 a 20:00, de lunes a sábado.',
      'pt-PT': 'A partir de dezembro o apoio ao cliente responde das 8:00 às 20:00, de segunda a sábado.',
    },
    body: {
      'en-US': '<p>From <strong>1 December</strong> our help desk is open longer:</p><ul><li><p>Monday to Friday, 8:00 to 20:00</p></li><li><p>Saturday, 9:00 to 14:00</p></li></ul><p>Urgent requests raised outside these hours are still handled by the on-call team.</p>',
      'es-ES': '<p>Desde el <strong>1 de diciembre</strong> nuestro servicio de atención amplía su horario:</p><ul><li><p>De lunes a viernes, de 8:00 a 20:00</p></li><li><p>Sábados, de 9:00 a 14:00</p></li></ul><p>Las solicitudes urgentes fuera de este horario las sigue atendiendo el equipo de guardia.</p>',
      'pt-PT': '<p>A partir de <strong>1 de dezembro</strong> o nosso apoio ao cliente alarga o horário:</p><ul><li><p>De segunda a sexta, das 8:00 às 20:00</p></li><li><p>Sábados, das 9:00 às 14:00</p></li></ul><p>Os pedidos urgentes fora deste horário continuam a ser tratados pela equipa de prevenção.</p>',
    },
  },
  {
    date: addDays(DEMO_ANCHOR, -18),
    title: { 'en-US': 'Invoices now in your document search', 'es-ES': 'Las facturas ya están en la búsqueda de documentos', 'pt-PT': 'As faturas já estão na pesquisa de documentos' },
    summary: {
      'en-US': 'Download the PDF of any invoice straight from your current account.',
      'es-ES': 'Descargue el PDF de cualquier factura directamente desde su cuenta corriente.',
      'pt-PT': 'Descarregue o PDF de qualquer fatura diretamente da sua conta corrente.',
    },
    body: {
      'en-US': '<p>Every invoice and credit memo now has its PDF. Open <em>Current account</em>, find the line and choose <strong>Download</strong>, or search for the invoice number in the global search.</p>',
      'es-ES': '<p>Cada factura y nota de crédito tiene ya su PDF. Abra <em>Cuenta corriente</em>, busque la línea y elija <strong>Descargar</strong>, o busque el número de factura en la búsqueda global.</p>',
      'pt-PT': '<p>Cada fatura e nota de crédito tem já o seu PDF. Abra <em>Conta corrente</em>, procure a linha e escolha <strong>Descarregar</strong>, ou pesquise o número da fatura na pesquisa global.</p>',
    },
  },
  {
    date: addDays(DEMO_ANCHOR, -43),
    title: { 'en-US': 'Annual safety inspections start in October', 'es-ES': 'Las inspecciones anuales de seguridad empiezan en octubre', 'pt-PT': 'As inspeções anuais de segurança começam em outubro' },
    summary: {
      'en-US': 'Our technicians will contact each site to agree a date.',
      'es-ES': 'Nuestros técnicos contactarán con cada centro para acordar una fecha.',
      'pt-PT': 'Os nossos técnicos vão contactar cada instalação para combinar uma data.',
    },
    body: {
      'en-US': '<p>The yearly inspection covers fire equipment, emergency lighting and electrical panels. The certificate appears under <em>Legal technician documents</em> once it is signed.</p>',
      'es-ES': '<p>La inspección anual cubre los equipos contra incendios, la iluminación de emergencia y los cuadros eléctricos. El certificado aparece en <em>Documentos legales técnicos</em> una vez firmado.</p>',
      'pt-PT': '<p>A inspeção anual abrange os equipamentos de incêndio, a iluminação de emergência e os quadros elétricos. O certificado aparece em <em>Documentos legais técnicos</em> depois de assinado.</p>',
    },
  },
];

const LINKS: { url: string; icon: string; label: Texts }[] = [
  { url: 'https://www.example.com/', icon: 'world', label: { 'en-US': 'Our website', 'es-ES': 'Nuestra web', 'pt-PT': 'O nosso site' } },
  { url: 'https://www.example.com/help', icon: 'help', label: { 'en-US': 'Help centre', 'es-ES': 'Centro de ayuda', 'pt-PT': 'Centro de ajuda' } },
  { url: 'https://www.example.com/contact', icon: 'phone', label: { 'en-US': 'Contact us', 'es-ES': 'Contacto', 'pt-PT': 'Contactos' } },
  { url: 'https://www.example.com/sustainability', icon: 'chart', label: { 'en-US': 'Sustainability report', 'es-ES': 'Informe de sostenibilidad', 'pt-PT': 'Relatório de sustentabilidade' } },
];

/** The featured documents: a demo document of a company, shown to that company. */
const FEATURED: { companyCode: string; typeCode: string; title: Texts }[] = [
  { companyCode: 'LRG', typeCode: 'Budget', title: { 'en-US': 'Cleaning budget 2027', 'es-ES': 'Presupuesto de limpieza 2027', 'pt-PT': 'Orçamento de limpeza 2027' } },
  { companyCode: 'LRG', typeCode: 'LegalTechnical', title: { 'en-US': 'Safety inspection certificate', 'es-ES': 'Certificado de inspección de seguridad', 'pt-PT': 'Certificado de inspeção de segurança' } },
  { companyCode: 'ILP', typeCode: 'Budget', title: { 'en-US': 'Cleaning budget 2027', 'es-ES': 'Presupuesto de limpieza 2027', 'pt-PT': 'Orçamento de limpeza 2027' } },
];

/**
 * The demo's Home: three slides with drawn photos (and logos), three news items, four links and
 * the featured documents, each in the three languages and published. Needs the demo documents
 * (seedDemoDocuments) first; does nothing when any Home item exists. Answers how many items it made.
 */
export async function seedDemoHomeContent(db: Db, storage: BlobStore): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(homeItems);
  if ((existing?.n ?? 0) > 0) return 0;
  const at = new Date(DEMO_ANCHOR);
  const image = async (svg: string, purpose: HomeImagePurpose) => {
    const variants = await encodeVariants(await sharp(Buffer.from(svg)).png().toBuffer(), purpose);
    const stored = await storeVariants(storage, variants);
    const [row] = await db
      .insert(homeImages)
      .values({ purpose, ...stored, largeWidth: variants.large.width, smallWidth: variants.small.width, height: variants.large.height, createdAt: at })
      .returning({ id: homeImages.id });
    return row!.id;
  };
  const rows: (typeof homeItems.$inferInsert)[] = [];
  const audiences: { itemId: string; companyId: string }[] = [];
  const base = { published: true, createdAt: at, updatedAt: at };

  for (const [position, s] of SLIDES.entries()) {
    const groupId = randomUUID();
    const imageId = await image(s.svg, 'photo');
    const logoId = s.logo ? await image(s.logo, 'logo') : null;
    for (const language of LANGUAGES) rows.push({ ...base, kind: 'slide', groupId, language, title: s.caption[language], imageId, logoId, url: s.url, position });
  }
  for (const n of NEWS) {
    const groupId = randomUUID();
    const imageId = n.image ? await image(n.image, 'photo') : null;
    for (const language of LANGUAGES) {
      rows.push({ ...base, kind: 'news', groupId, language, title: n.title[language], summary: n.summary[language], body: cleanRichText(n.body[language]), newsDate: n.date, imageId });
    }
  }
  for (const [position, l] of LINKS.entries()) {
    const groupId = randomUUID();
    for (const language of LANGUAGES) rows.push({ ...base, kind: 'link', groupId, language, title: l.label[language], url: l.url, icon: l.icon, position });
  }
  for (const [position, f] of FEATURED.entries()) {
    const [doc] = await db
      .select({ id: documents.id, companyId: documents.companyId })
      .from(documents)
      .innerJoin(companies, eq(companies.id, documents.companyId))
      .where(and(eq(companies.code, f.companyCode), eq(documents.typeCode, f.typeCode)))
      .orderBy(documents.documentDate, documents.documentNo)
      .limit(1);
    if (!doc) continue;
    const groupId = randomUUID();
    for (const language of LANGUAGES) {
      const id = randomUUID();
      rows.push({ ...base, id, kind: 'document', groupId, language, title: f.title[language], documentId: doc.id, position, allCompanies: false });
      audiences.push({ itemId: id, companyId: doc.companyId });
    }
  }
  await db.transaction(async (tx) => {
    await tx.insert(homeItems).values(rows);
    if (audiences.length > 0) await tx.insert(homeItemCompanies).values(audiences);
  });
  return rows.length;
}
