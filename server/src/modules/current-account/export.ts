import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CurrentAccountEntry } from '@customer-hub/contract/current-account';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { Texts } from './texts.ts';

export interface ExportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

export interface ExportOptions {
  texts: Texts;
  language: LanguageCode;
  prices: boolean;
  /** Staff: a column naming each entry's company (their list spans every company). */
  company: boolean;
  /** Batches of entries in the asked order. */
  rows: AsyncIterable<CurrentAccountEntry[]>;
  fileBase: string;
}

type Column = { header: string; width: number; value: (e: CurrentAccountEntry) => string | number | null; kind: 'text' | 'date' | 'money' };

function columnsOf(t: Texts, prices: boolean, company: boolean): Column[] {
  const c = t.columns;
  return [
    ...(company ? ([{ header: c.company, width: 28, value: (e) => e.companyName, kind: 'text' }] satisfies Column[]) : []),
    { header: c.documentNo, width: 20, value: (e) => e.documentNo, kind: 'text' },
    { header: c.documentType, width: 20, value: (e) => t.documentTypes[e.documentType], kind: 'text' },
    { header: c.description, width: 36, value: (e) => e.description, kind: 'text' },
    { header: c.postDate, width: 14, value: (e) => e.postDate, kind: 'date' },
    { header: c.dueDate, width: 14, value: (e) => e.dueDate, kind: 'date' },
    ...(prices
      ? ([
          { header: c.amount, width: 14, value: (e) => e.amount ?? null, kind: 'money' },
          { header: c.remainingAmount, width: 16, value: (e) => e.remainingAmount ?? null, kind: 'money' },
        ] satisfies Column[])
      : []),
    { header: c.currency, width: 9, value: (e) => e.currency, kind: 'text' },
    { header: c.state, width: 12, value: (e) => t.states[e.state], kind: 'text' },
    { header: c.businessPartner, width: 32, value: (e) => e.businessPartnerName, kind: 'text' },
    { header: c.site, width: 24, value: (e) => e.siteName, kind: 'text' },
  ];
}

/** Excel and others run a cell starting like a formula; a leading apostrophe keeps it text. */
const defuse = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/**
 * CSV as spreadsheets in the reader's language open it: UTF-8 with a BOM; in Spanish and
 * Portuguese `;` between fields and a decimal comma, in English `,` and a decimal point.
 * A field holding either separator, a quote or a line break is quoted.
 */
export function writeCsv(o: ExportOptions): ExportFile {
  const columns = columnsOf(o.texts, o.prices, o.company);
  const comma = o.language === 'en-US';
  const sep = comma ? ',' : ';';
  const quote = (s: string) => (/[;,"\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  const cell = (col: Column, e: CurrentAccountEntry) => {
    const v = col.value(e);
    if (v === null) return '';
    if (typeof v === 'number') return comma ? v.toFixed(2) : v.toFixed(2).replace('.', ',');
    return quote(col.kind === 'text' ? defuse(v) : v);
  };
  async function* lines() {
    yield `\uFEFF${columns.map((c) => quote(c.header)).join(sep)}\r\n`;
    for await (const batch of o.rows) {
      yield batch.map((e) => `${columns.map((c) => cell(c, e)).join(sep)}\r\n`).join('');
    }
  }
  return { fileName: `${o.fileBase}.csv`, contentType: 'text/csv; charset=utf-8', stream: Readable.from(lines()) };
}

const asDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** XLSX through exceljs's streaming writer: rows are written as their batches arrive. */
export function writeXlsx(o: ExportOptions): ExportFile {
  const columns = columnsOf(o.texts, o.prices, o.company);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(o.texts.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    header: c.header,
    width: c.width,
    ...(c.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : c.kind === 'money' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const batch of o.rows) {
      for (const e of batch) {
        sheet.addRow(columns.map((c) => (c.kind === 'date' ? asDate(c.value(e) as string | null) : c.value(e)))).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return { fileName: `${o.fileBase}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', stream: out };
}
