import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '@/plugins/auth.ts';
import type { Principal } from '@/plugins/policy.ts';
import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';

/** Most rows one log export holds. */
export const LOG_EXPORT_MAX = 100_000;

/** A CSV field: a leading formula character defused with an apostrophe, quoted when it holds a separator, quote or line break. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[,;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file's language: the one asked, else the caller's, else English. */
export const fileLanguageOf = (asked: LanguageCode | undefined, userLanguage: string | null | undefined): LanguageCode =>
  asked ?? matchLanguage(userLanguage) ?? 'en-US';

/**
 * A CSV file as current-account's export writes it for spreadsheets in `language`: UTF-8 with a
 * BOM, `,` between fields in English and `;` in Spanish and Portuguese, CRLF line ends.
 */
export function csvFile(language: LanguageCode, header: readonly string[], rows: readonly (readonly string[])[]): string {
  const sep = language === 'en-US' ? ',' : ';';
  const line = (cells: readonly string[]) => cells.map(csvCell).join(sep);
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}

/**
 * The same file written as its batches of rows arrive (a Readable of UTF-8 text), for exports too
 * big to hold in memory at once.
 */
export function csvStream(language: LanguageCode, header: readonly string[], batches: AsyncIterable<readonly (readonly string[])[]>): Readable {
  const sep = language === 'en-US' ? ',' : ';';
  const line = (cells: readonly string[]) => `${cells.map(csvCell).join(sep)}\r\n`;
  async function* lines() {
    yield `\uFEFF${line(header)}`;
    for await (const rows of batches) yield rows.map(line).join('');
  }
  return Readable.from(lines());
}

interface CsvExport<Q extends z.ZodType> {
  path: `/api/${string}`;
  policy: 'staff' | 'admin';
  tag: string;
  /** Its stable name in the OpenAPI document (camelCase). */
  operationId: string;
  summary: string;
  query: Q;
  fileName: string;
  produce: (principal: Principal, query: z.output<Q>) => Promise<{ csv: string; rows: number }>;
}

/** A GET that answers a filtered log as a CSV download (not a contract endpoint: its answer is a file). */
export function addCsvExport<Q extends z.ZodType>(app: FastifyInstance, e: CsvExport<Q>): void {
  app.get(
    e.path,
    {
      config: { policy: e.policy, media: { 200: ['text/csv'] } },
      schema: {
        tags: [e.tag],
        operationId: e.operationId,
        summary: `${e.summary} (at most 100,000 rows), headers in the asked language`,
        description:
          "UTF-8 with a BOM; headers in `fileLanguage` (default: the user's), fields separated by `,` in English and `;` in Spanish and Portuguese; x-row-count gives the rows in the file.",
        querystring: e.query,
        response: { 200: z.unknown().describe('text/csv') },
      },
    },
    async (request: FastifyRequest, reply) => {
      const { csv, rows } = await e.produce(requirePrincipal(request), request.query as z.output<Q>);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${e.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-row-count', String(rows))
        .send(csv);
    },
  );
}
