import { SYNC_ENTITIES, type SyncEntity } from '@customer-hub/contract/sync';
import type { SourceRecord, SyncConnector } from './engine.ts';

/** A parsed ERP export (docs/sync-format.md): records per entity, each with its line or position. */
export type SyncDocument = Partial<Record<SyncEntity, SourceRecord[]>>;

export class SyncFileError extends Error {}

/**
 * RFC 4180 CSV: comma or semicolon separated (taken from the header line), double-quoted fields
 * with "" for a quote, CRLF or LF. The first line names the columns. Each record carries the line
 * it starts on.
 */
export function parseCsv(text: string): SourceRecord[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLineEnd = body.search(/\r?\n/);
  const headerLine = firstLineEnd < 0 ? body : body.slice(0, firstLineEnd);
  const separator = (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (i < body.length) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === '\n') line += 1;
        cell += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += c;
    i += 1;
  }
  if (quoted) throw new SyncFileError(`Unterminated quoted field starting on line ${rowLine}`);
  if (cell !== '' || cells.length > 0) endRow();
  const [header, ...records] = rows;
  if (!header) throw new SyncFileError('The CSV file has no header line');
  const columns = header.cells.map((h) => h.trim());
  return records.map((r) => ({
    line: r.line,
    data: Object.fromEntries(columns.map((name, k) => [name, r.cells[k] ?? ''])),
  }));
}

/** A JSON document `{ "<entity>": [ {…}, … ], … }`; a record's line is its position (1-based). */
export function parseJsonDocument(text: string): SyncDocument {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    throw new SyncFileError('The file is not valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new SyncFileError('The JSON document must be an object of entity lists');
  const doc: SyncDocument = {};
  for (const [name, list] of Object.entries(parsed)) {
    if (!(SYNC_ENTITIES as readonly string[]).includes(name)) throw new SyncFileError(`Unknown entity "${name}" (expected one of ${SYNC_ENTITIES.join(', ')})`);
    if (!Array.isArray(list)) throw new SyncFileError(`"${name}" must be a list of records`);
    doc[name as SyncEntity] = list.map((data: unknown, k) => ({ line: k + 1, data }));
  }
  return doc;
}

/** Parses an uploaded file: a JSON document, or a CSV file holding one entity. */
export function parseSyncFile(bytes: Buffer, format: 'json' | 'csv', entity: SyncEntity | null): SyncDocument {
  const text = bytes.toString('utf8');
  if (format === 'json') return parseJsonDocument(text);
  if (!entity) throw new SyncFileError('A CSV file holds one entity: name it');
  return { [entity]: parseCsv(text) };
}

/** The file connector: records of an uploaded export, already parsed. */
export function fileConnector(doc: SyncDocument): SyncConnector {
  return {
    name: 'file',
    async *read(entity) {
      yield* doc[entity] ?? [];
    },
    total: async () => Object.values(doc).reduce((n, list) => n + list.length, 0),
  };
}
