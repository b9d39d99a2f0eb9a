import type { DocumentSection } from '@customer-hub/contract/documents';
import { dictionary, t, type TextKey } from '@customer-hub/contract/i18n/dictionaries';
import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import type { NotificationKind, NotificationParams } from '@customer-hub/contract/notifications';

/** A notification's params as text, the labels already in the reader's language. */
type Values = Record<string, string>;

/**
 * The title of each notification kind, which the bell and the notifications page show (built from
 * the notification's params when it is read, in the reader's language): a key of the server's
 * `notificationTitles.*` in the dictionaries, its variant chosen by the params given (who did it, a
 * note). The emails' words are the email templates' (modules/email), which staff may edit.
 */
const TITLES: Record<NotificationKind, (p: Values) => TextKey> = {
  AccessRequest: () => 'notificationTitles.AccessRequest',
  TicketCreated: (p) => (p.byName ? 'notificationTitles.TicketCreatedBy' : 'notificationTitles.TicketCreated'),
  TicketProposed: () => 'notificationTitles.TicketProposed',
  TicketStatusChanged: (p) => (p.note ? 'notificationTitles.TicketStatusChangedNote' : 'notificationTitles.TicketStatusChanged'),
  TicketComment: (p) => (p.byName ? 'notificationTitles.TicketCommentBy' : 'notificationTitles.TicketComment'),
  TicketAssigned: (p) => (p.byName ? 'notificationTitles.TicketAssignedBy' : 'notificationTitles.TicketAssigned'),
  OrderStatusChanged: (p) =>
    p.placed
      ? p.byName
        ? 'notificationTitles.OrderPlacedBy'
        : 'notificationTitles.OrderPlaced'
      : p.note
        ? 'notificationTitles.OrderStatusChangedNote'
        : 'notificationTitles.OrderStatusChanged',
  DocumentAdded: () => 'notificationTitles.DocumentAdded',
  PrivacyPolicy: (p) => (p.title ? 'notificationTitles.PrivacyPolicyTitled' : 'notificationTitles.PrivacyPolicy'),
  TicketSurvey: () => 'notificationTitles.TicketSurvey',
  TicketSlaWarning: (p) =>
    p.stage === 'breach'
      ? p.target === 'firstResponse'
        ? 'notificationTitles.TicketSlaBreachFirstResponse'
        : 'notificationTitles.TicketSlaBreachResolution'
      : p.target === 'firstResponse'
        ? 'notificationTitles.TicketSlaWarningFirstResponse'
        : 'notificationTitles.TicketSlaWarningResolution',
  ErasureOverdue: () => 'notificationTitles.ErasureOverdue',
  DataExportReady: (p) => (p.forName ? 'notificationTitles.DataExportReadyFor' : 'notificationTitles.DataExportReady'),
};

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
  const d = dictionary(language);
  const statuses: Record<string, string> = d.statuses;
  const values: Values = {};
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== '' && value !== undefined) values[name] = String(value);
  if (values.status) values.status = statuses[values.status] ?? values.status;
  if (values.section) values.section = d.documents.sections[values.section as DocumentSection] ?? values.section;
  if (values.proposedDate) values.proposedDate = formatDate(values.proposedDate, language);
  if (values.dueAt) values.dueAt = formatDate(values.dueAt, language);
  if (values.expiresAt) values.expiresAt = formatDate(values.expiresAt, language);
  if (values.proposedBudget) values.proposedBudget = formatMoney(values.proposedBudget, values.currency, language);
  if (kind === 'OrderStatusChanged' && params.status === 'Confirming') values.placed = 'true';
  return values;
}

/** The title of a notification in a language. */
export function titleOf(kind: NotificationKind, params: NotificationParams, language: LanguageCode): string {
  const values = valuesOf(kind, params, language);
  const title = t(language, TITLES[kind](values), values);
  // An access request whose sender gave no name ends at "from", without a trailing space.
  return kind === 'AccessRequest' ? title.trim() : title;
}
