import type { LanguageCode } from '@customer-hub/contract/languages';
import type { Notification, NotificationKind, NotificationListItem, NotificationParams } from '@customer-hub/contract/notifications';
import type { NotificationRow } from './repository.ts';
import { titleOf } from './texts.ts';

/**
 * The web page a notification opens (the web's routes, agreed with every screen). Access
 * requests have none: the bell opens their dialog.
 */
export function linkOf(kind: NotificationKind, refId: string, params: NotificationParams): string | null {
  switch (kind) {
    case 'AccessRequest':
      return null;
    case 'OrderStatusChanged':
      return `/dashboard/Orders?open=${encodeURIComponent(refId)}`;
    case 'DocumentAdded':
      return typeof params.section === 'string' ? `/dashboard/SearchDocuments?section=${encodeURIComponent(params.section)}` : '/dashboard/SearchDocuments';
    case 'ErasureOverdue':
      return `/dashboard/ErasureRequests?open=${encodeURIComponent(refId)}`;
    case 'DataExportReady':
      // The person's own archive is in My account; one staff prepared, on the Users screen.
      return typeof params.forUserId === 'string' ? `/dashboard/Users?exportsOf=${encodeURIComponent(params.forUserId)}` : '/dashboard/Utilizadores';
    case 'PrivacyPolicy':
      // The dashboard asks for the decision when it loads.
      return '/dashboard/Home';
    default:
      return `/dashboard/MyTickets/${encodeURIComponent(refId)}`;
  }
}

/** A notification's stream event id: its created time in microseconds and its id. */
export const cursorOf = (row: Pick<NotificationRow, 'micros' | 'id'>) => `${row.micros}_${row.id}`;

const CURSOR = /^(\d{1,19})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A Last-Event-ID read back; undefined when it is not one of ours. */
export function parseCursor(value: string | null | undefined): { micros: string; id: string } | undefined {
  const m = CURSOR.exec(value ?? '');
  return m ? { micros: m[1]!, id: m[2]!.toLowerCase() } : undefined;
}

/** The answer of GetNotifications (and a stream's item), its title in the reader's language. */
export function presentNotification(row: NotificationRow, language: LanguageCode): Notification {
  const r = row.request;
  return {
    id: row.id,
    refId: row.refId,
    requestLog: r ? { id: r.id, name: r.name, email: r.email, phoneNumber: r.phone, presentation: r.presentation } : null,
    kind: row.kind,
    title: titleOf(row.kind, row.params, language),
    link: linkOf(row.kind, row.refId, row.params),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row of the notifications page: the same, and when it was viewed. */
export function presentListItem(row: NotificationRow, language: LanguageCode): NotificationListItem {
  return { ...presentNotification(row, language), viewedAt: row.viewedAt?.toISOString() ?? null };
}
