// `npm run seed:large -- --scale N`: large volumes for benchmarks, generated inside PostgreSQL
// (INSERT ... SELECT generate_series), against DATABASE_URL.
//
// Scale N gives N companies (LG-000001 …), each with 3 business partners of 2 sites, and
//   - N × 1,000 ledger entries over five years before 2026-11-01,
//   - N × 1,000 documents over the ten default document types, with Portuguese and Spanish
//     titles (accents included) so that global search's trigram and full-text matching meet
//     realistic selectivities, over five years,
//   - N × 200 trips between Portuguese or Spanish places, over two years around the anchor.
// --scale 1000 is 1,000,000 entries, 1,000,000 documents and 200,000 trips over 1,000 companies.
// From scale 20 on, company LG-000001 is a key account holding 5% of each (50,000 entries at
// scale 1000); the others share the rest evenly (~950 entries each at 1000).
//
// Everything is one transaction. Global search's GIN indexes (`*_search_*`) of the loaded tables
// are dropped before loading and built again afterwards from their saved definitions: keeping
// them up to date row by row is what makes a bulk load slow.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '@/db/client.ts';

export const LARGE_ENTRIES_PER_SCALE = 1_000;
export const LARGE_DOCUMENTS_PER_SCALE = 1_000;
export const LARGE_TRIPS_PER_SCALE = 200;
export const LARGE_ANCHOR = '2026-11-01';
/** The tables loaded, whose search indexes are dropped and rebuilt around the load. */
export const LARGE_LOADED_TABLES = ['ledger_entries', 'documents', 'trips'] as const;
const CHUNK = 100_000;

interface CompanySize {
  code: string;
  entries: number;
  documents: number;
  trips: number;
}

export interface LargeResult {
  companies: number;
  entries: number;
  documents: number;
  trips: number;
  /** How many entries, documents and trips the largest company holds, and its code. */
  largest: CompanySize;
  /** A company of typical size. */
  typical: CompanySize;
  seconds: number;
}

export const largeCompanyCode = (i: number) => `LG-${String(i).padStart(6, '0')}`;

/** `perScale × scale` rows, of which company 1 gets `big`; the others share the rest evenly. */
function spread(scale: number, perScale: number) {
  const total = scale * perScale;
  return { total, big: scale >= 20 ? Math.round(total * 0.05) : Math.ceil(total / scale) };
}

/** How many ledger entries company 1 gets, and the same for documents and trips. */
export function largeShape(scale: number) {
  return {
    ...spread(scale, LARGE_ENTRIES_PER_SCALE),
    companies: scale,
    documents: spread(scale, LARGE_DOCUMENTS_PER_SCALE),
    trips: spread(scale, LARGE_TRIPS_PER_SCALE),
  };
}

/** A search index's saved definition (pg_indexes). */
export interface IndexDefinition {
  table: string;
  name: string;
  definition: string;
}

/** The global search indexes (`*_search_*`) of the loaded tables, by name. */
export async function searchIndexesOf(client: pg.ClientBase): Promise<IndexDefinition[]> {
  const { rows } = await client.query<{ table: string; name: string; definition: string }>(
    `select tablename as table, indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = any($1::text[]) and indexname like '%\\_search\\_%'
     order by indexname`,
    [LARGE_LOADED_TABLES],
  );
  return rows;
}

/**
 * Generates the companies, partners, sites, ledger entries, documents and trips of a scale.
 * Refuses when a large data set is already there. Progress goes to `log`.
 */
export async function generateLarge(databaseUrl: string, scale: number, log: (line: string) => void = console.log): Promise<LargeResult> {
  if (!Number.isInteger(scale) || scale < 1 || scale > 100_000) throw new Error('--scale must be a whole number from 1 to 100000');
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  const shape = largeShape(scale);
  const { total, big, companies } = shape;
  const n = (x: number) => x.toLocaleString('en-US');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query(`select 1 from companies where code = $1`, [largeCompanyCode(1)]);
    if (exists.rowCount) throw new Error(`${largeCompanyCode(1)} already exists: generate into a fresh database`);

    log(
      `seed:large scale ${scale}: ${companies} companies, ${n(total)} ledger entries, ${n(shape.documents.total)} documents, ${n(shape.trips.total)} trips`,
    );
    await client.query('begin');
    await client.query(`set local maintenance_work_mem = '512MB'`);
    const searchIndexes = await searchIndexesOf(client);
    for (const index of searchIndexes) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);
    log(`  search indexes dropped for the load: ${searchIndexes.map((i) => i.name).join(', ') || 'none'}`);

    await client.query(
      `insert into companies (code, name, default_permissions)
       select 'LG-' || lpad(i::text, 6, '0'), 'Large Company ' || i, '{CurrentAccounts,PricesColumn}'::text[]
       from generate_series(1, $1::int) i`,
      [companies],
    );
    await client.query(
      `insert into business_partners (company_id, customer_no, name)
       select c.id, 'L' || substr(c.code, 4) || '-' || j, c.name || ' partner ' || j
       from companies c cross join generate_series(0, 2) j where c.code like 'LG-%'`,
    );
    await client.query(
      `insert into sites (company_id, business_partner_id, code, name, city, country)
       select bp.company_id, bp.id, bp.customer_no || '-' || k, bp.name || ' site ' || k, 'Lisboa', 'PT'
       from business_partners bp cross join generate_series(0, 1) k where bp.customer_no like 'L%-%'`,
    );
    // Row g belongs to company ci, partner pj (0–2) and site sk (0–1, 2 = the partner itself).
    await client.query(
      `create temp table large_nodes as
       select substr(c.code, 4)::int as ci, substr(bp.customer_no, length(bp.customer_no))::int as pj, k.sk,
              c.id as company_id, bp.id as business_partner_id, s.id as site_id
       from companies c
       join business_partners bp on bp.company_id = c.id
       cross join generate_series(0, 2) k(sk)
       left join sites s on s.business_partner_id = bp.id and s.code = bp.customer_no || '-' || k.sk
       where c.code like 'LG-%'`,
    );
    await client.query('create index on large_nodes (ci, pj, sk)');
    await client.query('analyze large_nodes');
    log(`  organisation: ${companies * 3} partners, ${companies * 6} sites (${elapsed()} s)`);

    for (let lo = 1; lo <= total; lo += CHUNK) {
      const hi = Math.min(total, lo + CHUNK - 1);
      await client.query(INSERT_ENTRIES, [lo, hi, big, companies, LARGE_ANCHOR]);
      log(`  ledger entries ${n(hi)} / ${n(total)} (${elapsed()} s)`);
    }
    for (let lo = 1; lo <= shape.documents.total; lo += CHUNK) {
      const hi = Math.min(shape.documents.total, lo + CHUNK - 1);
      await client.query(INSERT_DOCUMENTS, [lo, hi, shape.documents.big, companies, LARGE_ANCHOR, ...DOCUMENT_WORDS]);
      log(`  documents ${n(hi)} / ${n(shape.documents.total)} (${elapsed()} s)`);
    }
    for (let lo = 1; lo <= shape.trips.total; lo += CHUNK) {
      const hi = Math.min(shape.trips.total, lo + CHUNK - 1);
      await client.query(INSERT_TRIPS, [lo, hi, shape.trips.big, companies, LARGE_ANCHOR, ...TRIP_WORDS]);
      log(`  trips ${n(hi)} / ${n(shape.trips.total)} (${elapsed()} s)`);
    }

    for (const index of searchIndexes) {
      await client.query(index.definition);
      log(`  search index ${index.name} built (${elapsed()} s)`);
    }
    await client.query('commit');

    // Sets the visibility map too, so counts are answered from the indexes alone (index-only scans).
    for (const table of LARGE_LOADED_TABLES) await client.query(`vacuum (analyze) ${table}`);
    await client.query('analyze companies; analyze business_partners; analyze sites');
    log(`  vacuum + analyze done (${elapsed()} s)`);

    const typicalIndex = companies > 1 ? Math.ceil(companies / 2) : 1;
    const sizeOf = async (code: string): Promise<CompanySize> => {
      const { rows } = await client.query<{ entries: number; documents: number; trips: number }>(
        `select (select count(*) from ledger_entries where company_id = c.id)::int as entries,
                (select count(*) from documents where company_id = c.id)::int as documents,
                (select count(*) from trips where company_id = c.id)::int as trips
         from companies c where c.code = $1`,
        [code],
      );
      return { code, ...rows[0]! };
    };
    const result: LargeResult = {
      companies,
      entries: total,
      documents: shape.documents.total,
      trips: shape.trips.total,
      largest: await sizeOf(largeCompanyCode(1)),
      typical: await sizeOf(largeCompanyCode(typicalIndex)),
      seconds: (performance.now() - started) / 1000,
    };
    const sizes = (s: CompanySize) => `${s.code} ${n(s.entries)} entries, ${n(s.documents)} documents, ${n(s.trips)} trips`;
    log(`seed:large done in ${result.seconds.toFixed(1)} s; largest ${sizes(result.largest)}; typical ${sizes(result.typical)}`);
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

// Deterministic per entry number g: company, partner, site, type (50% invoices, 35% payments,
// credit memos, reminders, finance charge memos, refunds), a post date over five years, and
// whether it is still open (about 10%, more among the last two months).
const INSERT_ENTRIES = `
with src as (
  select g,
         case when g <= $3 then 1 else 2 + ((g - $3 - 1) % greatest($4 - 1, 1)) end::int as ci,
         ((g / 7) % 3)::int as pj,
         ((g / 21) % 3)::int as sk,
         (g * 2654435761) % 100 as h_type,
         (g * 40503) % 100 as h_open,
         (g * 48271) % 500000 as h_amount,
         ($5::date - ((g * 7919) % 1826)::int) as post
  from generate_series($1::bigint, $2::bigint) g
), typed as (
  select src.*,
         case when h_type < 50 then 'Invoice' when h_type < 85 then 'Payment' when h_type < 92 then 'Credit Memo'
              when h_type < 95 then 'Reminder' when h_type < 98 then 'Finance Charge Memo' else 'Refund' end as doc_type
  from src
), priced as (
  select typed.*,
         case doc_type when 'Invoice' then (h_amount + 5000) / 100.0 when 'Payment' then -(h_amount + 5000) / 100.0
                       when 'Credit Memo' then -((h_amount % 50000) + 1000) / 100.0 when 'Reminder' then 15.0
                       when 'Finance Charge Memo' then ((h_amount % 10000) + 100) / 100.0 else ((h_amount % 50000) + 1000) / 100.0 end as amount,
         doc_type in ('Invoice', 'Reminder', 'Finance Charge Memo', 'Credit Memo')
           and (h_open < 8 or (post > $5::date - 60 and h_open < 60)) as still_open
  from typed
)
insert into ledger_entries (company_id, business_partner_id, site_id, document_no, document_type, description, post_date, due_date, amount, remaining_amount, currency)
select n.company_id, n.business_partner_id, n.site_id,
       case doc_type when 'Invoice' then 'FT' when 'Payment' then 'RC' when 'Credit Memo' then 'NC' when 'Reminder' then 'AV'
                     when 'Finance Charge Memo' then 'NJ' else 'RE' end || ' ' || extract(year from post)::int || '/' || g,
       doc_type, doc_type, post,
       case when doc_type in ('Invoice', 'Reminder', 'Finance Charge Memo') then post + 30 end,
       amount, case when still_open then amount else 0 end, 'EUR'
from priced p
join large_nodes n on n.ci = p.ci and n.pj = p.pj and n.sk = p.sk`;

/** A well-mixed hash of row g for `seed`, from 0 to n − 1. */
const h = (seed: number, n: number) => `((hashint8extended(g, ${seed}) % ${n} + ${n}) % ${n})`;

/**
 * Word lists, Portuguese first then Spanish (same lengths), so `lang` (0 pt, 1 es) picks the
 * half: `pick($k, size, i)` is word i (taken modulo size) of language `lang`.
 */
const pick = (param: number, size: number, i: string) => `($${param}::text[])[1 + lang * ${size} + (${i}) % ${size}]`;
const both = (pt: string[], es: string[]) => {
  if (pt.length !== es.length) throw new Error('word lists of both languages must have the same length');
  return [...pt, ...es];
};

/** Sixteen places of each country. */
const PLACES = both(
  ['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Faro', 'Évora', 'Setúbal', 'Aveiro', 'Leiria', 'Viseu', 'Guimarães', 'Funchal', 'Ponta Delgada', 'Viana do Castelo', 'Santarém', 'Portimão'],
  ['Madrid', 'València', 'Sevilla', 'Málaga', 'Bilbao', 'Zaragoza', 'A Coruña', 'Barcelona', 'Alicante', 'Córdoba', 'Valladolid', 'Vigo', 'Gijón', 'Granada', 'Pamplona', 'Cádiz'],
);

/** The default document types (migration 0004), in the order of DOCUMENT_PREFIXES and DOCUMENT_NOUNS. */
const DOCUMENT_TYPES = ['Budget', 'Folder', 'IncidenceReport', 'OrderList', 'ServiceReport', 'ShipmentNote', 'LegalTechnical', 'WasteCertificate', 'InvoicePdf', 'CreditMemoPdf'];
const DOCUMENT_PREFIXES = both(['ORC', 'DOS', 'INC', 'LPD', 'RS', 'GR', 'LEG', 'RES', 'FT', 'NC'], ['PRE', 'CAR', 'INC', 'LPD', 'IS', 'ALB', 'LEG', 'RES', 'FAC', 'NC']);
const DOCUMENT_NOUNS = both(
  ['Orçamento', 'Dossier técnico', 'Relatório de incidência', 'Lista de encomendas', 'Relatório de serviço', 'Guia de remessa', 'Certificado de inspeção', 'Certificado de resíduos', 'Fatura', 'Nota de crédito'],
  ['Presupuesto', 'Carpeta técnica', 'Informe de incidencia', 'Lista de pedidos', 'Informe de servicio', 'Albarán de envío', 'Certificado de inspección', 'Certificado de residuos', 'Factura', 'Nota de crédito'],
);
/** What a document is about (twenty services). */
const SUBJECTS = both(
  ['Limpeza', 'Manutenção', 'Jardinagem', 'Desinfeção', 'Desratização', 'Vigilância', 'Climatização', 'Iluminação', 'Canalização', 'Elevadores', 'Pintura', 'Vidros', 'Resíduos', 'Segurança', 'Portaria', 'Receção', 'Higienização', 'Eletricidade', 'Impermeabilização', 'Cobertura'],
  ['Limpieza', 'Mantenimiento', 'Jardinería', 'Desinfección', 'Desratización', 'Vigilancia', 'Climatización', 'Iluminación', 'Fontanería', 'Ascensores', 'Pintura', 'Cristales', 'Residuos', 'Seguridad', 'Conserjería', 'Recepción', 'Higienización', 'Electricidad', 'Impermeabilización', 'Cubierta'],
);
const MONTHS = both(
  ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
);
/** Descriptions; {n} takes a number from 1 to 40. */
const DETAILS = both(
  [
    'Intervenção no piso {n}',
    'Serviço realizado no edifício {n}',
    'Visita técnica ao armazém {n}',
    'Pedido do cliente n.º {n}',
    'Ocorrência registada pela equipa {n}',
    'Entrega de paletes no cais {n}',
    'Verificação anual obrigatória, zona {n}',
    'Enviado ao gestor de contrato, ref. {n}',
  ],
  [
    'Intervención en la planta {n}',
    'Servicio realizado en el edificio {n}',
    'Visita técnica al almacén {n}',
    'Pedido del cliente n.º {n}',
    'Incidencia registrada por el equipo {n}',
    'Entrega de palés en el muelle {n}',
    'Verificación anual obligatoria, zona {n}',
    'Enviado al gestor del contrato, ref. {n}',
  ],
);
const DOCUMENT_WORDS = [DOCUMENT_TYPES, DOCUMENT_PREFIXES, DOCUMENT_NOUNS, SUBJECTS, PLACES, MONTHS, DETAILS];

// Deterministic per document number g: company, partner and site as the ledger; language (55%
// Portuguese); type (a quarter invoice PDFs, then service reports, shipment notes, order lists…);
// a date over five years; a title "<type> <service> <place> <month> <year>" and a description.
const INSERT_DOCUMENTS = `
with src as (
  select g,
         case when g <= $3 then 1 else 2 + ((g - $3 - 1) % greatest($4 - 1, 1)) end::int as ci,
         ((g / 7) % 3)::int as pj,
         ((g / 21) % 3)::int as sk,
         case when ${h(1, 100)} < 55 then 0 else 1 end as lang,
         ${h(2, 100)} as h_type,
         ($5::date - ${h(3, 1826)}::int) as day,
         ${h(4, 1000)} as h_subject,
         ${h(5, 1000)} as h_place,
         ${h(6, 1000)} as h_detail,
         ${h(7, 2000000)} as h_size
  from generate_series($1::bigint, $2::bigint) g
), typed as (
  select src.*,
         case when h_type < 25 then 9 when h_type < 30 then 10 when h_type < 45 then 5 when h_type < 58 then 6
              when h_type < 68 then 4 when h_type < 76 then 3 when h_type < 83 then 1 when h_type < 88 then 2
              when h_type < 94 then 7 else 8 end as t
  from src
), texts as (
  select typed.*,
         ${pick(7, 10, 't - 1')} || '-' || extract(year from day)::int || '-' || lpad(g::text, 7, '0') as document_no,
         ${pick(8, 10, 't - 1')} || ' ' || ${pick(9, 20, 'h_subject')} || ' ' || ${pick(10, 16, 'h_place')} || ' '
           || ${pick(11, 12, 'extract(month from day)::int - 1')} || ' ' || extract(year from day)::int as title,
         replace(${pick(12, 8, 'h_detail')}, '{n}', (1 + h_detail % 40)::text) as description
  from typed
)
insert into documents (company_id, business_partner_id, site_id, type_code, document_no, title, description, document_date,
                       file_name, content_type, size_bytes, storage_key)
select n.company_id, n.business_partner_id, n.site_id, ($6::text[])[t], document_no, title, description, day,
       document_no || '.pdf', 'application/pdf', 20000 + h_size, 'large/' || g
from texts x
join large_nodes n on n.ci = x.ci and n.pj = x.pj and n.sk = x.sk`;

const FIRST_NAMES = both(
  ['João', 'José', 'António', 'Rui', 'Nuno', 'Inês', 'Sofia', 'Beatriz', 'Luís', 'Tiago', 'Gonçalo', 'Mariana', 'Pedro', 'Joana', 'Sérgio', 'Conceição'],
  ['José', 'María', 'Jesús', 'Ángel', 'Lucía', 'Sergio', 'Álvaro', 'Marta', 'Iñaki', 'Begoña', 'Raúl', 'Inés', 'Javier', 'Elena', 'Andrés', 'Nuria'],
);
const LAST_NAMES = both(
  ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Simões', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Sousa', 'Magalhães', 'Araújo'],
  ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Muñoz', 'Álvarez'],
);
const TRIP_WORDS = [PLACES, FIRST_NAMES, LAST_NAMES];

// Deterministic per trip number g: company, partner and site as the ledger; a country (55%
// Portugal); origin and destination (different places of that country); a planned start over
// the two years before the anchor plus a month after it, the planned end after the distance;
// status from the start (Planned after the anchor, InProgress within its last day, else 4%
// Cancelled and Completed), with actual times for trips that ran.
const INSERT_TRIPS = `
with src as (
  select g,
         case when g <= $3 then 1 else 2 + ((g - $3 - 1) % greatest($4 - 1, 1)) end::int as ci,
         ((g / 7) % 3)::int as pj,
         ((g / 21) % 3)::int as sk,
         case when ${h(11, 100)} < 55 then 0 else 1 end as lang,
         ${h(12, 16)} as h_origin,
         ${h(13, 15)} as h_shift,
         ${h(14, 9000)} as h_distance,
         ${h(15, 1000)} as h_status,
         ($5::date::timestamp at time zone 'UTC') as anchor,
         ($5::date::timestamp at time zone 'UTC') - interval '700 days' + make_interval(days => ${h(16, 730)}::int, hours => 5 + ${h(17, 14)}::int, mins => 15 * ${h(18, 4)}::int) as start
  from generate_series($1::bigint, $2::bigint) g
), timed as (
  select src.*,
         start + make_interval(mins => (30 + h_distance / 12)::int) as finish,
         case when start > anchor then 'Planned' when start > anchor - interval '1 day' then 'InProgress'
              when h_status < 40 then 'Cancelled' else 'Completed' end as status
  from src
)
insert into trips (company_id, business_partner_id, site_id, tour_no, vehicle, driver, origin, destination,
                   planned_start, planned_end, actual_start, actual_end, distance_km, status)
select n.company_id, n.business_partner_id, n.site_id,
       'TR-' || lpad(g::text, 7, '0'),
       lpad(${h(19, 100)}::text, 2, '0') || '-' || chr(65 + ${h(20, 26)}::int) || chr(65 + ${h(21, 26)}::int) || '-' || lpad(${h(22, 100)}::text, 2, '0'),
       ${pick(7, 16, h(23, 16))} || ' ' || ${pick(8, 16, h(24, 16))},
       ${pick(6, 16, 'h_origin')},
       ${pick(6, 16, 'h_origin + 1 + h_shift')},
       start, finish,
       case when status in ('Completed', 'InProgress') then start + make_interval(mins => ${h(25, 60)}::int - 15) end,
       case when status = 'Completed' then finish + make_interval(mins => ${h(26, 90)}::int - 30) end,
       5 + h_distance / 10.0, status
from timed t
join large_nodes n on n.ci = t.ci and n.pj = t.pj and n.sk = t.sk`;

async function main() {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('seed:large needs DATABASE_URL (a PostgreSQL database)');
    process.exit(2);
  }
  const database = await openDatabase({ url, poolSize: 1 });
  await database.migrate();
  await database.close();
  await generateLarge(url, Number(values.scale));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
