// The SQL of `npm run seed:large` (large.ts): one INSERT ... SELECT generate_series per table,
// deterministic per row number g, and the Portuguese and Spanish words the texts are drawn from
// (passed as text[] parameters).

// Deterministic per entry number g: company, partner, site, type (50% invoices, 35% payments,
// credit memos, reminders, finance charge memos, refunds), a post date over five years, and
// whether it is still open (about 10%, more among the last two months).
export const INSERT_ENTRIES = `
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
export const DOCUMENT_WORDS = [DOCUMENT_TYPES, DOCUMENT_PREFIXES, DOCUMENT_NOUNS, SUBJECTS, PLACES, MONTHS, DETAILS];

// Deterministic per document number g: company, partner and site as the ledger; language (55%
// Portuguese); type (a quarter invoice PDFs, then service reports, shipment notes, order lists…);
// a date over five years; a title "<type> <service> <place> <month> <year>" and a description.
export const INSERT_DOCUMENTS = `
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
export const TRIP_WORDS = [PLACES, FIRST_NAMES, LAST_NAMES];

// Deterministic per trip number g: company, partner and site as the ledger; a country (55%
// Portugal); origin and destination (different places of that country); a planned start over
// the two years before the anchor plus a month after it, the planned end after the distance;
// status from the start (Planned after the anchor, InProgress within its last day, else 4%
// Cancelled and Completed), with actual times for trips that ran.
export const INSERT_TRIPS = `
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
