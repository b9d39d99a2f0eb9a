import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import PDFDocument from 'pdfkit';
import type { Db } from '@/db/client.ts';
import { safeFileName } from '@/lib/file-names.ts';
import { fileFormats } from '@/lib/file-formats.ts';
import { bytesOf, numberPages, PDF_BOLD, PDF_FONT, writeTableHeader, writeTableRow, type PdfDoc } from '@/lib/pdf.ts';
import { BlobNotFoundError } from '@/lib/storage/storage.ts';
import { DATA_EXPORT_CATEGORIES, type DataExportCategory } from '@customer-hub/contract/data-export';
import type { LanguageCode } from '@customer-hub/contract/languages';
import * as data from './person-data.ts';
import { textsFor, type ExportTexts } from './texts.ts';

/** The PDF summary lists at most this many rows of a category; the JSON file holds them all. */
export const SUMMARY_ROWS = 50;
const MARGIN = 40;

/** The JSON file of each category in the archive. */
export const CATEGORY_FILES: Record<DataExportCategory, string> = {
  profile: 'profile.json',
  permissions: 'permissions.json',
  signIns: 'sign-ins.json',
  consents: 'consents.json',
  notifications: 'notifications.json',
  serviceRequests: 'service-requests.json',
  comments: 'comments.json',
  orders: 'orders.json',
  files: 'files.json',
  audit: 'audit.json',
};

export interface ArchiveDeps {
  storage: { get(key: string): Promise<Readable> };
}

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** One line of the summary: when, and what. */
type SummaryRow = [string, string];

/** Everything the person's archive holds, read from the database (the files' bytes come later). */
async function gather(db: Db, userId: string) {
  const person = await data.profileOf(db, userId);
  if (!person) return undefined;
  const { profile, permissions } = person;
  const [signIns, consents, notifications, serviceRequests, comments, orders, files, audit] = await Promise.all([
    data.signInsOf(db, profile),
    data.consentsOf(db, userId),
    data.notificationsOf(db, userId),
    data.serviceRequestsOf(db, userId),
    data.commentsOf(db, userId),
    data.ordersOf(db, userId),
    data.filesOf(db, userId),
    data.auditOf(db, userId),
  ]);
  return { profile, permissions, signIns, consents, notifications, serviceRequests, comments, orders, files, audit };
}
type Gathered = NonNullable<Awaited<ReturnType<typeof gather>>>;

/** How many records each category of the archive holds. */
const countsOf = (g: Gathered): Record<DataExportCategory, number> => ({
  profile: 1,
  permissions: 1,
  signIns: g.signIns.length,
  consents: g.consents.length,
  notifications: g.notifications.length,
  serviceRequests: g.serviceRequests.length,
  comments: g.comments.length,
  orders: g.orders.length,
  files: g.files.length,
  audit: g.audit.length,
});

/** Names unique within the archive's files/ folder: a number first, then the uploaded name made safe. */
const archivedName = (i: number, name: string) => `files/${String(i + 1).padStart(4, '0')}-${safeFileName(name, 'file')}`;

function summaryRows(g: Gathered, x: ExportTexts, language: LanguageCode): Record<Exclude<DataExportCategory, 'profile'>, SummaryRow[]> {
  const f = fileFormats(language);
  const at = (iso: string | null) => (iso ? `${f.date(iso.slice(0, 10))} ${iso.slice(11, 16)}` : '');
  const cut = (s: unknown, n = 140) => {
    const text = String(s ?? '').replace(/\s+/g, ' ').trim();
    return text.length > n ? `${text.slice(0, n - 1)}…` : text;
  };
  return {
    permissions: [
      [x.fields.roles, g.permissions.roles.join(', ')],
      [x.fields.permissions, g.permissions.permissions.join(', ')],
    ],
    signIns: g.signIns.map((s) => [at(s.at), [s.result, s.stage, s.ip, s.userAgent].filter(Boolean).join(' · ')]),
    consents: g.consents.map((c) => [at(c.at), `${x.t(c.accepted ? 'dataExportFile.accepted' : 'dataExportFile.declined', { version: c.policyVersion })} · ${c.language}${c.policyTitle ? ` · ${cut(c.policyTitle, 60)}` : ''}`]),
    notifications: g.notifications.map((n) => [at(n.createdAt), String(n.kind)]),
    serviceRequests: g.serviceRequests.map((r) => [at(r.createdAt), `${r.ticketNo} · ${r.status} · ${cut(r.title, 100)}`]),
    comments: g.comments.map((c) => [at(c.createdAt), `${c.ticketNo} · ${cut(c.body)}`]),
    orders: g.orders.map((o) => [at(o.createdAt), `${o.orderNo} · ${o.status} · ${o.quantity} ${o.unitOfMeasure} · ${cut(o.workLocation, 60)}`]),
    files: g.files.map((file, i) => [at(file.createdAt), `${archivedName(i, file.fileName)} · ${f.integer(file.size)} B${file.ticketNo ? ` · ${file.ticketNo}` : ''}`]),
    audit: g.audit.map((a) => [at(a.at), `${a.context} · ${cut(a.message)}`]),
  };
}

/** The readable summary: the person, then each category with its count and its first rows. */
function renderSummary(g: Gathered, language: LanguageCode, preparedAt: Date): Promise<Buffer> {
  const x = textsFor(language);
  const f = fileFormats(language);
  const doc: PdfDoc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: x.title, Creator: 'Customer Hub' } });
  const done = bytesOf(doc);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;
  const box = { left: MARGIN, width };
  const cols = (a: string, b: string) => [
    { text: a, width: 110, align: 'left' as const },
    { text: b, width: width - 110, align: 'left' as const },
  ];
  const name = `${g.profile.firstName} ${g.profile.lastName}`.trim();

  doc.font(PDF_BOLD).fontSize(16).text(x.title);
  doc.moveDown(0.3);
  doc.font(PDF_FONT).fontSize(10).text(x.t('dataExportFile.person', { name, userName: g.profile.userName, email: g.profile.email }));
  doc.text(x.t('dataExportFile.preparedAt', { date: `${f.date(preparedAt.toISOString().slice(0, 10))} ${preparedAt.toISOString().slice(11, 16)} UTC` }));
  doc.moveDown(0.5);
  doc.fontSize(9).fillColor('#333').text(x.t('dataExportFile.intro', { max: SUMMARY_ROWS })).fillColor('#000');

  const heading = (category: DataExportCategory, count: number) => {
    if (doc.y + 60 > bottom()) doc.addPage();
    doc.moveDown(1);
    doc.font(PDF_BOLD).fontSize(12).text(x.categories[category], MARGIN, doc.y);
    doc.font(PDF_FONT).fontSize(9).fillColor('#555').text(`${x.t('dataExportFile.records', { count: f.integer(count) })} · ${CATEGORY_FILES[category]}`).fillColor('#000');
    doc.moveDown(0.3);
  };
  const table = (rows: SummaryRow[], header: SummaryRow | null) => {
    if (header) writeTableHeader(doc, box, cols(...header));
    for (const [a, b] of rows) {
      if (doc.y + 14 > bottom()) {
        doc.addPage();
        if (header) writeTableHeader(doc, box, cols(...header));
      }
      writeTableRow(doc, box, cols(a, b));
    }
  };

  const p = g.profile;
  heading('profile', 1);
  const fields: [keyof ExportTexts['fields'], string | null][] = [
    ['userName', p.userName],
    ['name', name],
    ['email', p.email],
    ['language', p.language],
    ['company', p.company],
    ['roles', g.permissions.roles.join(', ')],
    ['city', p.city],
    ['street', p.street],
    ['identification', p.identification],
    ['dateOfBirth', p.dateOfBirth && f.date(p.dateOfBirth)],
    ['createdAt', p.createdAt && f.date(p.createdAt.slice(0, 10))],
  ];
  table(
    fields.filter(([, v]) => v).map(([k, v]) => [x.fields[k], v!]),
    null,
  );

  const rows = summaryRows(g, x, language);
  const counts = countsOf(g);
  for (const category of DATA_EXPORT_CATEGORIES) {
    if (category === 'profile') continue;
    const all = rows[category];
    heading(category, counts[category]);
    if (!all.length) {
      doc.font(PDF_FONT).fontSize(9).text(x.none);
      continue;
    }
    table(all.slice(0, SUMMARY_ROWS), category === 'permissions' ? null : [x.date, x.details]);
    if (all.length > SUMMARY_ROWS) {
      doc.moveDown(0.3);
      doc.font(PDF_FONT).fontSize(9).text(x.t('dataExportFile.more', { count: f.integer(all.length - SUMMARY_ROWS), file: CATEGORY_FILES[category] }), MARGIN, doc.y);
    }
  }
  numberPages(doc, MARGIN, width, (n, of) => x.t('dataExportFile.page', { n, of }));
  doc.end();
  return done;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * Builds the person's archive: one JSON file per category, their files under files/ (read from
 * the blob store; one gone from it is listed as missing), and data.pdf, the summary in their
 * language. `progress` is told 0–95 as it goes; the bytes are answered whole (the caller stores them).
 */
export async function buildArchive(
  db: Db,
  deps: ArchiveDeps,
  userId: string,
  language: LanguageCode,
  progress: (percent: number) => Promise<void>,
): Promise<{ bytes: Buffer; counts: Record<DataExportCategory, number> } | undefined> {
  const g = await gather(db, userId);
  if (!g) return undefined;
  await progress(20);

  const zip = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  zip.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  const date = new Date();
  const add = (name: string, body: Buffer) => zip.append(body, { name, date });

  add(CATEGORY_FILES.profile, json(g.profile));
  add(CATEGORY_FILES.permissions, json(g.permissions));
  add(CATEGORY_FILES.signIns, json(g.signIns));
  add(CATEGORY_FILES.consents, json(g.consents));
  add(CATEGORY_FILES.notifications, json(g.notifications));
  add(CATEGORY_FILES.serviceRequests, json(g.serviceRequests));
  add(CATEGORY_FILES.comments, json(g.comments));
  add(CATEGORY_FILES.orders, json(g.orders));
  add(CATEGORY_FILES.audit, json(g.audit));

  const listed: (Omit<data.PersonFile, 'storageKey'> & { path: string | null })[] = [];
  let reported = 20;
  for (const [i, file] of g.files.entries()) {
    const path = archivedName(i, file.fileName);
    const { storageKey: key, ...meta } = file;
    try {
      add(path, await readAll(await deps.storage.get(key)));
      listed.push({ ...meta, path });
    } catch (e) {
      if (!(e instanceof BlobNotFoundError)) throw e;
      listed.push({ ...meta, path: null });
    }
    const now = 20 + Math.floor(((i + 1) / g.files.length) * 60);
    if (now >= reported + 10) await progress((reported = now));
  }
  add(CATEGORY_FILES.files, json(listed));
  await progress(80);
  add('data.pdf', await renderSummary(g, language, date));
  await progress(90);
  await zip.finalize();
  await finished;
  const counts = countsOf(g);
  return { bytes: Buffer.concat(chunks), counts };
}
