import PDFDocument from 'pdfkit';
import type { LanguageCode } from '@customer-hub/contract/languages';
import { PDF_BOLD, PDF_FONT, TABLE_ROW, TABLE_TEXT_SIZE, bytesOf, numberPages, writeTableHeader, writeTableRow, type PdfDoc } from '@/lib/pdf.ts';
import type { StatementEntryRow } from './repository.ts';
import type { Texts } from './texts.ts';
import { fileFormats, type FileFormats } from '@/lib/file-formats.ts';

export interface StatementHeader {
  /** Null for staff looking at every company. */
  companyName: string | null;
  partner: { name: string; customerNo: string; vatNo: string | null } | null;
  siteName: string | null;
}

export interface StatementInput {
  texts: Texts;
  language: LanguageCode;
  header: StatementHeader;
  from: string;
  to: string;
  today: string;
  entries: StatementEntryRow[];
  balances: { currency: string; opening: string; overdue: string }[];
}

const MARGIN = 50;

// Money is added in cents so a long statement does not drift.
const cents = (s: string | number) => Math.round(Number(s) * 100);

/** The table's columns: their titles, widths and alignment. */
function columnsOf(texts: Texts, width: number) {
  const t = texts.statement;
  return [
    { key: 'postDate', title: texts.columns.postDate, w: 58, align: 'left' },
    { key: 'documentNo', title: texts.columns.documentNo, w: 92, align: 'left' },
    { key: 'documentType', title: texts.columns.documentType, w: 95, align: 'left' },
    { key: 'dueDate', title: texts.columns.dueDate, w: 58, align: 'left' },
    { key: 'debit', title: t.debit, w: 62, align: 'right' },
    { key: 'credit', title: t.credit, w: 62, align: 'right' },
    { key: 'balance', title: t.balance, w: width - 427, align: 'right' },
  ] as const;
}
type Cells = Partial<Record<ReturnType<typeof columnsOf>[number]['key'], string>>;

/** What every part of the statement writes with: the document, its width, words and formats. */
interface Page {
  doc: PdfDoc;
  width: number;
  input: StatementInput;
  t: Texts['statement'];
  f: FileFormats;
  cols: ReturnType<typeof columnsOf>;
}

const bottomOf = (doc: PdfDoc) => doc.page.height - MARGIN - 20;

/** One table row, each cell cut to its column. */
function tableRow({ doc, cols, width }: Page, cells: Cells, bold = false) {
  writeTableRow(doc, { left: MARGIN, width }, cols.map((c) => ({ text: cells[c.key], width: c.w, align: c.align })), bold);
}

/** The column titles on a tinted band. */
function tableHeader({ doc, cols, width }: Page) {
  writeTableHeader(doc, { left: MARGIN, width }, cols.map((c) => ({ text: c.title, width: c.w, align: c.align })));
}

/** A new page (with the table's header) when `needed` points do not fit on this one. */
function room(page: Page, needed: number) {
  if (page.doc.y + needed > bottomOf(page.doc)) {
    page.doc.addPage();
    tableHeader(page);
  }
}

/** Heading: who, which period, when. */
function writeHeading({ doc, t, f, input }: Page) {
  const { header } = input;
  doc.font(PDF_BOLD).fontSize(18).text(t.title);
  doc.moveDown(0.5);
  doc.font(PDF_FONT).fontSize(10);
  const info = (label: string, value: string) => {
    doc.font(PDF_BOLD).text(`${label}: `, { continued: true }).font(PDF_FONT).text(value);
  };
  if (header.companyName) doc.font(PDF_BOLD).fontSize(12).text(header.companyName).fontSize(10);
  if (header.partner) {
    const p = header.partner;
    info(t.customer, `${p.name} (${t.customerNo} ${p.customerNo}${p.vatNo ? `, ${t.vatNo} ${p.vatNo}` : ''})`);
  } else {
    info(t.customer, t.allCustomers);
  }
  if (header.siteName) info(t.site, header.siteName);
  info(t.period, `${f.date(input.from)} – ${f.date(input.to)}`);
  info(t.issued, f.date(input.today));
  doc.moveDown(1);
}

/** The currencies of the statement, the one with most entries first (EUR when there is nothing). */
function currenciesOf(input: StatementInput): string[] {
  const currencies = [...new Set([...input.balances.map((b) => b.currency), ...input.entries.map((e) => e.currency)])].sort((a, b) => {
    const count = (c: string) => input.entries.filter((e) => e.currency === c).length;
    return count(b) - count(a) || a.localeCompare(b);
  });
  return currencies.length ? currencies : ['EUR'];
}

/** One currency's table: the opening balance, each entry with the running balance, the closing balance. Answers the totals in cents. */
function writeEntries(page: Page, currency: string, opening: number, several: boolean) {
  const { doc, t, f, input } = page;
  const entries = input.entries.filter((e) => e.currency === currency);
  let running = opening;
  let debit = 0;
  let credit = 0;
  if (several) {
    room(page, 3 * TABLE_ROW);
    doc.font(PDF_BOLD).fontSize(11).text(`${t.currency}: ${currency}`);
    doc.moveDown(0.3);
  }
  room(page, 3 * TABLE_ROW);
  tableHeader(page);
  tableRow(page, { documentNo: t.openingBalance, balance: f.amount(opening / 100) }, true);
  for (const e of entries) {
    room(page, TABLE_ROW);
    const amount = cents(e.amount);
    running += amount;
    if (amount >= 0) debit += amount;
    else credit -= amount;
    tableRow(page, {
      postDate: f.date(e.postDate),
      documentNo: e.documentNo,
      documentType: input.texts.documentTypes[e.documentType],
      dueDate: f.date(e.dueDate),
      debit: amount >= 0 ? f.amount(amount / 100) : '',
      credit: amount < 0 ? f.amount(-amount / 100) : '',
      balance: f.amount(running / 100),
    });
  }
  if (!entries.length) {
    room(page, TABLE_ROW);
    doc.font(PDF_FONT).fontSize(TABLE_TEXT_SIZE).text(t.noEntries, MARGIN + 2, doc.y + 2);
    doc.y += 4;
  }
  room(page, 2 * TABLE_ROW);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + page.width, doc.y).lineWidth(0.5).strokeColor('#888').stroke();
  tableRow(page, { documentNo: t.closingBalance, debit: f.amount(debit / 100), credit: f.amount(credit / 100), balance: f.amount(running / 100) }, true);
  return { debit, credit, closing: running };
}

/** One currency's summary, kept together on one page. */
function writeSummary({ doc, t, f, width }: Page, currency: string, lines: [string, number][]) {
  if (doc.y + 6 * 14 > bottomOf(doc)) doc.addPage();
  doc.moveDown(1);
  for (const [label, value] of lines) {
    const y = doc.y;
    const bold = label === t.closingBalance;
    doc.font(bold ? PDF_BOLD : PDF_FONT).fontSize(10);
    doc.text(label, MARGIN + width - 300, y, { width: 180 });
    doc.text(f.money(value / 100, currency), MARGIN + width - 120, y, { width: 120, align: 'right' });
    doc.x = MARGIN;
    doc.y = y + 14;
  }
  doc.moveDown(1.5);
}

/** Renders the statement of account as a PDF with the bundled standard fonts (no font files needed). */
export function renderStatement(input: StatementInput): Promise<Buffer> {
  const t = input.texts.statement;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: t.title, Creator: 'Customer Hub' } });
  const done = bytesOf(doc);
  const width = doc.page.width - 2 * MARGIN;
  const page: Page = { doc, width, input, t, f: fileFormats(input.language), cols: columnsOf(input.texts, width) };

  writeHeading(page);
  const currencies = currenciesOf(input);
  for (const currency of currencies) {
    const balance = input.balances.find((b) => b.currency === currency);
    const opening = cents(balance?.opening ?? 0);
    const totals = writeEntries(page, currency, opening, currencies.length > 1);
    writeSummary(page, currency, [
      [t.openingBalance, opening],
      [t.totalDebit, totals.debit],
      [t.totalCredit, totals.credit],
      [t.closingBalance, totals.closing],
      [`${t.overdueAsOf} ${page.f.date(input.today)}`, cents(balance?.overdue ?? 0)],
    ]);
  }
  numberPages(doc, MARGIN, width, t.page);
  doc.end();
  return done;
}
