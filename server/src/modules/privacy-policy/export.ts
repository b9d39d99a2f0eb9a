import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { PolicyAcceptance, PolicyAcceptanceExportFormat } from '@customer-hub/contract/privacy-policy';
import { csvStream } from '@/modules/logs/service.ts';
import type { ExportTexts } from './texts.ts';

export interface AcceptanceFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

export interface AcceptanceFileInput {
  format: PolicyAcceptanceExportFormat;
  texts: ExportTexts;
  language: LanguageCode;
  timeZone: string;
  /** Batches of decisions in the asked order. */
  batches: AsyncIterable<PolicyAcceptance[]>;
  fileBase: string;
}

type Key = keyof ExportTexts['columns'];
const COLUMNS: { key: Key; width: number }[] = [
  { key: 'at', width: 22 },
  { key: 'fullName', width: 26 },
  { key: 'userName', width: 22 },
  { key: 'email', width: 30 },
  { key: 'company', width: 28 },
  { key: 'decision', width: 12 },
  { key: 'version', width: 9 },
  { key: 'language', width: 10 },
  { key: 'ip', width: 18 },
];

/** A decision's cells but its date and version, as the reader reads them. */
function textOf(a: PolicyAcceptance, key: Exclude<Key, 'at' | 'version'>, texts: ExportTexts): string {
  switch (key) {
    case 'fullName':
      return a.fullName ?? '';
    case 'userName':
      return a.userName;
    case 'email':
      return a.email ?? '';
    case 'company':
      return a.companyName ?? texts.staff;
    case 'decision':
      return a.accepted ? texts.accepted : texts.declined;
    case 'language':
      return a.language;
    case 'ip':
      return a.ipAddress;
  }
}

/** The wall-clock time of an instant in a zone, as a Date whose UTC fields hold it (a spreadsheet cell has no zone). */
function wallClock(parts: Intl.DateTimeFormat, instant: Date): Date {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second)));
}

/**
 * The decisions as CSV (the log exports' format: UTF-8 with a BOM, the reader's separator, formulas
 * defused) or XLSX (exceljs's streaming writer, dates as dates), written as the batches arrive;
 * dates and times in the reader's zone and language.
 */
export function writeAcceptances(o: AcceptanceFileInput): AcceptanceFile {
  const header = COLUMNS.map((c) => o.texts.columns[c.key]);
  if (o.format === 'csv') {
    const dateTime = new Intl.DateTimeFormat(o.language, {
      year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: o.timeZone,
    });
    const cell = (a: PolicyAcceptance, key: Key) => (key === 'at' ? dateTime.format(new Date(a.at)) : key === 'version' ? String(a.policyVersion) : textOf(a, key, o.texts));
    async function* rows() {
      for await (const batch of o.batches) yield batch.map((a) => COLUMNS.map((c) => cell(a, c.key)));
    }
    return { fileName: `${o.fileBase}.csv`, contentType: 'text/csv; charset=utf-8', stream: csvStream(o.language, header, rows()) };
  }

  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23', timeZone: o.timeZone });
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(o.texts.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c, i) => ({
    key: String(i),
    header: header[i]!,
    width: c.width,
    ...(c.key === 'at' ? { style: { numFmt: o.texts.xlsxDateTime } } : c.key === 'version' ? { style: { numFmt: '0' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  // Excel runs a text starting like a formula; a leading apostrophe keeps it text.
  const defuse = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
  const cell = (a: PolicyAcceptance, key: Key) => (key === 'at' ? wallClock(parts, new Date(a.at)) : key === 'version' ? a.policyVersion : defuse(textOf(a, key, o.texts)));
  void (async () => {
    for await (const batch of o.batches) for (const a of batch) sheet.addRow(COLUMNS.map((c) => cell(a, c.key))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return { fileName: `${o.fileBase}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', stream: out };
}
