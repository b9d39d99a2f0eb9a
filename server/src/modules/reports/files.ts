import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { ReportCell, ReportColumn, ReportFigure, ReportRow } from '@customer-hub/contract/reports';
import { PDF_BOLD, PDF_FONT, TABLE_ROW, TABLE_TEXT_SIZE, bytesOf, numberPages, writeTableHeader, writeTableRow } from '@/lib/pdf.ts';
import type { ReportResult } from './built-in.ts';
import type { Texts } from './texts.ts';
import { fileFormats, type FileFormats } from '@/lib/file-formats.ts';

export interface ReportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

export interface ReportFileInput {
  texts: Texts;
  language: LanguageCode;
  title: string;
  today: string;
  result: ReportResult;
  partnerName?: string;
  siteName?: string;
  fileBase: string;
}


const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

/** A cell as the reader reads it on paper. */
function cellText(column: ReportColumn, value: ReportCell | undefined, f: FileFormats, texts: Texts): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    switch (column.kind) {
      case 'integer':
        return f.integer(value);
      case 'decimal':
        return f.decimal(value);
      case 'percent':
        return f.percent(value);
      default:
        return f.amount(value);
    }
  }
  // A totals row's label may stand in a date or month column.
  if (column.kind === 'date' && ISO_DATE.test(value)) return f.date(value);
  if (column.kind === 'month' && ISO_MONTH.test(value)) return f.month(value);
  if (column.kind === 'status' && column.values) return (texts.values[column.values] as Record<string, string>)[value] ?? value;
  return value;
}

/** A key figure as the reader reads it. */
export function figureText(figure: ReportFigure, f: FileFormats): string {
  if (figure.value === null) return '—';
  if (figure.kind === 'money') return f.money(figure.value, figure.currency ?? 'EUR');
  if (figure.kind === 'percent') return f.percent(figure.value);
  if (figure.kind === 'decimal') return f.decimal(figure.value);
  return f.integer(figure.value);
}

const figureLabel = (figure: ReportFigure, texts: Texts) => texts.figures[figure.key] ?? figure.key;
const header = (column: ReportColumn, texts: Texts) => texts.columns[column.key] ?? column.key;
const numeric = (column: ReportColumn) => ['integer', 'decimal', 'money', 'percent'].includes(column.kind);

/** The filters as applied, one line each: period, business partner, site, statuses. */
function filterLines(input: ReportFileInput, f: FileFormats): [string, string][] {
  const { texts, result } = input;
  const a = result.applied;
  const lines: [string, string][] = [];
  if (a.from || a.to) lines.push([texts.filters.period, `${a.from ? f.date(a.from) : '…'} – ${a.to ? f.date(a.to) : '…'}`]);
  lines.push([texts.filters.businessPartner, input.partnerName ?? texts.filters.all]);
  lines.push([texts.filters.site, input.siteName ?? texts.filters.all]);
  if (a.status?.length) {
    const list = result.columns.find((c) => c.key === 'status')?.values;
    const names = list ? (texts.values[list] as Record<string, string>) : {};
    lines.push([texts.filters.status, a.status.map((s) => names[s] ?? s).join(', ')]);
  }
  return lines;
}

/** A totals row as printed: "Total" in the first column when the row leaves it empty. */
const withLabel = (row: ReportRow, columns: ReportColumn[], texts: Texts): ReportRow => {
  const first = columns[0]?.key;
  return first && (row[first] === undefined || row[first] === null) ? { ...row, [first]: texts.total } : row;
};

const WEIGHT: Record<ReportColumn['kind'], number> = { text: 2.2, date: 1.25, month: 1.1, integer: 0.9, decimal: 1, money: 1.4, percent: 1, status: 1.4 };
const MARGIN = 40;

/** The report as a PDF (pdfkit, the standard fonts): heading, filters, key figures, then the table with its totals. */
export function writePdf(input: ReportFileInput): Promise<ReportFile> {
  const { texts, result } = input;
  const f = fileFormats(input.language);
  const columns = result.columns;
  const doc = new PDFDocument({ size: 'A4', layout: columns.length > 6 ? 'landscape' : 'portrait', margin: MARGIN, bufferPages: true, info: { Title: input.title, Creator: 'Customer Hub' } });
  const done = bytesOf(doc);

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 16;
  const totalWeight = columns.reduce((s, c) => s + (c.key === 'title' ? 3 : c.key === 'currency' ? 0.8 : WEIGHT[c.kind]), 0);
  const widths = columns.map((c) => ((c.key === 'title' ? 3 : c.key === 'currency' ? 0.8 : WEIGHT[c.kind]) / totalWeight) * width);

  const box = { left: MARGIN, width };
  const align = (c: ReportColumn) => (numeric(c) ? 'right' : 'left');
  const tableHeader = () => writeTableHeader(doc, box, columns.map((c, i) => ({ text: header(c, texts), width: widths[i]!, align: align(c) })));
  const row = (cells: ReportRow, bold = false) => {
    if (doc.y + TABLE_ROW > bottom()) {
      doc.addPage();
      tableHeader();
    }
    writeTableRow(doc, box, columns.map((c, i) => ({ text: cellText(c, cells[c.key], f, texts), width: widths[i]!, align: align(c) })), bold);
  };
  const info = (label: string, value: string) => doc.font(PDF_BOLD).text(`${label}: `, { continued: true }).font(PDF_FONT).text(value);

  doc.font(PDF_BOLD).fontSize(18).text(input.title);
  doc.moveDown(0.4);
  doc.font(PDF_FONT).fontSize(10);
  for (const [label, value] of filterLines(input, f)) info(label, value);
  info(texts.generatedOn, f.date(input.today));
  doc.moveDown(0.6);
  for (const figure of result.summary) info(figureLabel(figure, texts), figureText(figure, f));
  doc.moveDown(0.8);

  tableHeader();
  for (const r of result.rows) row(r);
  if (!result.rows.length) {
    doc.font(PDF_FONT).fontSize(TABLE_TEXT_SIZE).text(texts.noRows, MARGIN + 2, doc.y + 2);
    doc.y += 4;
  }
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).strokeColor('#888').stroke();
  for (const t of result.totals) row(withLabel(t, columns, texts), true);

  numberPages(doc, MARGIN, width, texts.page);
  doc.end();
  return done.then((pdf) => {
    const stream = new PassThrough();
    stream.end(pdf);
    return { fileName: `${input.fileBase}.pdf`, contentType: 'application/pdf', stream };
  });
}

const NUM_FMT: Partial<Record<ReportColumn['kind'], string>> = { money: '#,##0.00', decimal: '0.0', integer: '0', percent: '0.0%', date: 'yyyy-mm-dd' };

/** A cell as the workbook keeps it: numbers and dates as such, statuses translated. */
function xlsxValue(column: ReportColumn, value: ReportCell | undefined, texts: Texts): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (column.kind === 'date' && typeof value === 'string' && ISO_DATE.test(value)) return new Date(`${value}T00:00:00Z`);
  if (column.kind === 'status' && column.values && typeof value === 'string') return (texts.values[column.values] as Record<string, string>)[value] ?? value;
  // Excel runs a text starting like a formula; a leading apostrophe keeps it text.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * The report as XLSX through exceljs's streaming writer: the first sheet holds the table (headers,
 * every row, then the totals rows), the second the filters and key figures.
 */
export function writeXlsx(input: ReportFileInput): ReportFile {
  const { texts, result } = input;
  const f = fileFormats(input.language);
  const columns = result.columns;
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(input.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    header: header(c, texts),
    width: c.key === 'title' ? 40 : c.kind === 'text' ? 26 : 14,
    ...(NUM_FMT[c.kind] ? { style: { numFmt: NUM_FMT[c.kind] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const summary = workbook.addWorksheet(sheetName(texts.summarySheet));
  summary.columns = [
    { key: 'label', header: texts.figure, width: 32 },
    { key: 'value', header: texts.value, width: 24 },
    { key: 'currency', header: texts.currency, width: 10 },
  ];
  summary.getRow(1).font = { bold: true };
  void (async () => {
    for (const r of result.rows) sheet.addRow(columns.map((c) => xlsxValue(c, r[c.key], texts))).commit();
    for (const t of result.totals) {
      const row = sheet.addRow(columns.map((c) => xlsxValue(c, withLabel(t, columns, texts)[c.key], texts)));
      row.font = { bold: true };
      row.commit();
    }
    sheet.commit();
    for (const [label, value] of filterLines(input, f)) summary.addRow([label, value, null]).commit();
    const generated = summary.addRow([texts.generatedOn, new Date(`${input.today}T00:00:00Z`), null]);
    generated.getCell(2).numFmt = 'yyyy-mm-dd';
    generated.commit();
    for (const figure of result.summary) {
      const row = summary.addRow([figureLabel(figure, texts), figure.value, figure.currency ?? null]);
      row.getCell(2).numFmt = figure.kind === 'money' ? '#,##0.00' : figure.kind === 'percent' ? '0.0%' : figure.kind === 'decimal' ? '0.0' : '0';
      row.commit();
    }
    summary.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return { fileName: `${input.fileBase}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', stream: out };
}
