import type { Db } from '@/db/client.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { NotificationEvent, Recipients, ServiceContext } from '@/lib/service-context.ts';
import type { Notification } from '@customer-hub/contract/notifications';
import * as repo from './repository.ts';

// The bell shows the newest; older unviewed ones wait until these are viewed.
const BELL_LIMIT = 50;

/**
 * Tells the recipients about an event. Call it with the transaction of the change it is about,
 * so the notification exists exactly when the change does.
 */
export async function notify(tx: Db, recipients: Recipients, event: NotificationEvent): Promise<void> {
  const ids = recipients === 'staff' ? await repo.findActiveStaffIds(tx) : [...new Set(recipients)];
  await repo.insertNotifications(
    tx,
    ids.map((recipientId) => ({ recipientId, kind: event.kind, refId: event.refId, params: event.params ?? {} })),
  );
}

/** Spec §7 GetNotifications: the caller's unviewed notifications, with the access request each is about. */
export async function getNotifications(db: Db, principal: Principal): Promise<Notification[]> {
  const rows = await repo.findUnviewed(db, principal.userId, BELL_LIMIT);
  return rows.flatMap((n) =>
    n.request
      ? [{ id: n.id, refId: n.refId, requestLog: { id: n.request.id, name: n.request.name, email: n.request.email, phoneNumber: n.request.phone, presentation: n.request.presentation } }]
      : [],
  );
}

/** Spec §7 MarkAsViewed: marks the caller's own notifications; others' ids are ignored. */
export async function markAsViewed(ctx: ServiceContext, ids: string[]): Promise<{ marked: number }> {
  return { marked: await repo.markViewed(ctx.db, ctx.principal.userId, ids) };
}
