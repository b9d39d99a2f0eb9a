import type { DocumentSection } from '@customer-hub/contract/documents';
import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import type { NotificationKind, NotificationParams } from '@customer-hub/contract/notifications';

/**
 * The words of every notification kind in the three languages: the title the bell and the
 * notifications page show (built from the notification's params when it is read, in the reader's
 * language), and the labels its params need (statuses, document sections). The emails' words are
 * the email templates' (modules/email), which staff may edit.
 */
interface Words {
  titles: Record<NotificationKind, (p: Values) => string>;
  /** Ticket and order statuses (the web's `statuses.*`). */
  statuses: Record<string, string>;
  sections: Record<DocumentSection, string>;
}

/** A notification's params as text, the labels already in the reader's language. */
type Values = Record<string, string>;

const by = (p: Values, word: string) => (p.byName ? ` ${word} ${p.byName}` : '');
const note = (p: Values) => (p.note ? `: ${p.note}` : '');

const EN: Words = {
  titles: {
    AccessRequest: (p) => `Access request from ${p.name ?? ''}`.trim(),
    TicketCreated: (p) => `New request ${p.ticketNo}${by(p, 'from')}: ${p.title}`,
    TicketProposed: (p) => `Request ${p.ticketNo}: a date (${p.proposedDate}) and budget (${p.proposedBudget}) await your answer`,
    TicketStatusChanged: (p) => `Request ${p.ticketNo} is now ${p.status}${note(p)}`,
    TicketComment: (p) => (p.byName ? `${p.byName} commented on request ${p.ticketNo}` : `New comment on request ${p.ticketNo}`),
    TicketAssigned: (p) => `Request ${p.ticketNo} was assigned to you${by(p, 'by')}`,
    OrderStatusChanged: (p) => (p.placed ? `New order ${p.orderNo}${by(p, 'from')}` : `Order ${p.orderNo} is now ${p.status}${note(p)}`),
    DocumentAdded: (p) => `New document in ${p.section}: ${p.title}`,
    PrivacyPolicy: (p) => `A new privacy policy awaits your decision${p.title ? `: ${p.title}` : ''}`,
  },
  statuses: {
    Pending: 'Pending',
    Confirming: 'Confirming',
    Confirmed: 'Confirmed',
    Done: 'Done',
    Refused: 'Refused',
    Declined: 'Declined',
    Canceled: 'Canceled',
    Cancelled: 'Canceled',
  },
  sections: {
    Budgets: 'Budgets',
    Folders: 'Folders',
    IncidenceReports: 'Incidence reports',
    ListOrders: 'List orders',
    ServiceReports: 'Service reports / shipments',
    LegalTechnician: 'Legal technician documents',
    Invoices: 'Invoices',
  },
};

const ES: Words = {
  titles: {
    AccessRequest: (p) => `Solicitud de acceso de ${p.name ?? ''}`.trim(),
    TicketCreated: (p) => `Nueva solicitud ${p.ticketNo}${by(p, 'de')}: ${p.title}`,
    TicketProposed: (p) => `Solicitud ${p.ticketNo}: una fecha (${p.proposedDate}) y un presupuesto (${p.proposedBudget}) esperan su respuesta`,
    TicketStatusChanged: (p) => `Solicitud ${p.ticketNo}: nuevo estado «${p.status}»${note(p)}`,
    TicketComment: (p) => (p.byName ? `${p.byName} ha comentado la solicitud ${p.ticketNo}` : `Nuevo comentario en la solicitud ${p.ticketNo}`),
    TicketAssigned: (p) => `Se le ha asignado la solicitud ${p.ticketNo}${by(p, '; lo ha hecho')}`,
    OrderStatusChanged: (p) => (p.placed ? `Nuevo pedido ${p.orderNo}${by(p, 'de')}` : `Pedido ${p.orderNo}: nuevo estado «${p.status}»${note(p)}`),
    DocumentAdded: (p) => `Nuevo documento en ${p.section}: ${p.title}`,
    PrivacyPolicy: (p) => `Una nueva política de privacidad espera su decisión${p.title ? `: ${p.title}` : ''}`,
  },
  statuses: {
    Pending: 'Pendiente',
    Confirming: 'Por confirmar',
    Confirmed: 'Confirmado',
    Done: 'Finalizado',
    Refused: 'Rechazado',
    Declined: 'Denegado',
    Canceled: 'Cancelado',
    Cancelled: 'Cancelado',
  },
  sections: {
    Budgets: 'Presupuestos',
    Folders: 'Carpetas',
    IncidenceReports: 'Informes de incidencias',
    ListOrders: 'Listas de pedidos',
    ServiceReports: 'Informes de servicio / envíos',
    LegalTechnician: 'Documentos técnico-legales',
    Invoices: 'Facturas',
  },
};

const PT: Words = {
  titles: {
    AccessRequest: (p) => `Pedido de acesso de ${p.name ?? ''}`.trim(),
    TicketCreated: (p) => `Novo pedido ${p.ticketNo}${by(p, 'de')}: ${p.title}`,
    TicketProposed: (p) => `Pedido ${p.ticketNo}: uma data (${p.proposedDate}) e um orçamento (${p.proposedBudget}) aguardam a sua resposta`,
    TicketStatusChanged: (p) => `Pedido ${p.ticketNo}: novo estado «${p.status}»${note(p)}`,
    TicketComment: (p) => (p.byName ? `${p.byName} comentou o pedido ${p.ticketNo}` : `Novo comentário no pedido ${p.ticketNo}`),
    TicketAssigned: (p) => `O pedido ${p.ticketNo} foi-lhe atribuído${by(p, 'por')}`,
    OrderStatusChanged: (p) => (p.placed ? `Nova encomenda ${p.orderNo}${by(p, 'de')}` : `Encomenda ${p.orderNo}: novo estado «${p.status}»${note(p)}`),
    DocumentAdded: (p) => `Novo documento em ${p.section}: ${p.title}`,
    PrivacyPolicy: (p) => `Uma nova política de privacidade aguarda a sua decisão${p.title ? `: ${p.title}` : ''}`,
  },
  statuses: {
    Pending: 'Pendente',
    Confirming: 'A confirmar',
    Confirmed: 'Confirmado',
    Done: 'Concluído',
    Refused: 'Recusado',
    Declined: 'Rejeitado',
    Canceled: 'Cancelado',
    Cancelled: 'Cancelado',
  },
  sections: {
    Budgets: 'Orçamentos',
    Folders: 'Pastas',
    IncidenceReports: 'Relatórios de incidências',
    ListOrders: 'Listas de encomendas',
    ServiceReports: 'Relatórios de serviço / expedições',
    LegalTechnician: 'Documentos técnico-legais',
    Invoices: 'Faturas',
  },
};

const WORDS: Record<LanguageCode, Words> = { 'en-US': EN, 'es-ES': ES, 'pt-PT': PT };

/** A user's stored language as one of the three (English when it is none of them). */
export const languageOf = (value: string | null | undefined): LanguageCode => matchLanguage(value) ?? 'en-US';

/** 2026-11-05 → 5 Nov 2026 in the language's way; anything else as it is. */
function formatDate(value: string, language: LanguageCode): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const date = new Date(`${value.slice(0, 10)}T12:00:00Z`);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

function formatMoney(amount: string, currency: string | undefined, language: LanguageCode): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  try {
    return currency ? new Intl.NumberFormat(language, { style: 'currency', currency }).format(value) : new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(value);
  } catch {
    return `${amount} ${currency ?? ''}`.trim();
  }
}

/**
 * The params of a notification as text in a language: statuses and sections by their label,
 * dates and amounts written the language's way, empty values left out. `placed` is set for an
 * order that has just been placed (status Confirming with no previous status).
 */
export function valuesOf(kind: NotificationKind, params: NotificationParams, language: LanguageCode): Values {
  const words = WORDS[language];
  const values: Values = {};
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== '' && value !== undefined) values[name] = String(value);
  if (values.status) values.status = words.statuses[values.status] ?? values.status;
  if (values.section) values.section = words.sections[values.section as DocumentSection] ?? values.section;
  if (values.proposedDate) values.proposedDate = formatDate(values.proposedDate, language);
  if (values.proposedBudget) values.proposedBudget = formatMoney(values.proposedBudget, values.currency, language);
  if (kind === 'OrderStatusChanged' && params.status === 'Confirming') values.placed = 'true';
  return values;
}

/** The title of a notification in a language. */
export function titleOf(kind: NotificationKind, params: NotificationParams, language: LanguageCode): string {
  return WORDS[language].titles[kind](valuesOf(kind, params, language));
}
