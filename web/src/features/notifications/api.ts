import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FindNotificationsRequest, Notification } from '@customer-hub/contract/notifications';
import { NOTIFICATION_BELL_LIMIT, type NotificationKind } from '@customer-hub/contract/constants/notifications';
import { call } from '@/lib/api-call';
import { filterQuery, useGet, useListQuery } from '@/lib/queries';
import type { FiltersOf } from '@/lib/use-list-page';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const notificationKeys = {
  all: ['notifications'] as const,
  hidden: sharedQueryKeys.notificationsHidden,
  bell: ['notifications', 'bell'] as const,
  list: ['notifications', 'list'] as const,
};

/** Without the stream, the bell asks again this often. */
export const POLL_MS = 30_000;

/** GET /api/Common/ShowsNotifications (spec §7): the hide flag. */
export function useHideNotifications() {
  return useGet(notificationKeys.hidden, 'GET /api/Common/ShowsNotifications', { staleTime: 5 * 60_000 });
}

/** GET /api/Notification/GetNotifications: the unviewed list; the bell's count is its length. */
export function useBellNotifications(enabled: boolean, live: boolean) {
  return useQuery({
    queryKey: notificationKeys.bell,
    queryFn: ({ signal }) => call('GET /api/Notification/GetNotifications', { signal }),
    enabled,
    // Pushed while the stream is up; asked for while it is down.
    refetchInterval: live ? false : POLL_MS,
    retry: false,
  });
}

/** How many the bell holds unviewed, as the top bar last loaded it (undefined when it has not). */
export function useUnviewedCount(): number | undefined {
  return useQuery({
    queryKey: notificationKeys.bell,
    queryFn: ({ signal }) => call('GET /api/Notification/GetNotifications', { signal }),
    enabled: false,
  }).data?.length;
}

/** What marking changes: the bell's list, and the notifications page. */
function useRefreshAfter<TInput, TAnswer>(mark: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

/** POST /api/Notification/MarkAsViewed: sent when the bell opens. */
export const useMarkAsViewed = () => useRefreshAfter((ids: string[]) => call('POST /api/Notification/MarkAsViewed', { body: ids }));

/** POST /api/notifications/mark-all-viewed. */
export function useMarkAllViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/notifications/mark-all-viewed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The page's filters as the URL keeps them ('' for all). */
export type NotificationFilters = FiltersOf<FindNotificationsRequest, 'kind' | 'state'>;

/** GET /api/notifications: every notification of the caller, newest first. */
export function useNotificationsPage(filters: NotificationFilters, page: number, pageSize: number) {
  const query = { page, pageSize, ...filterQuery(filters) };
  return useListQuery([...notificationKeys.list, filters, page, pageSize], (signal) => call('GET /api/notifications', { query, signal }), { staleTime: 0 });
}

/** The first part of the query keys of the data a notification kind says has changed. */
function changedDomain(kind: NotificationKind): string | undefined {
  if (kind.startsWith('Ticket')) return 'tickets';
  if (kind === 'OrderStatusChanged') return 'orders';
  if (kind === 'DocumentAdded') return 'documents';
  return undefined;
}

/** Puts a pushed notification first in the bell's list (once), and refreshes the page's list. */
export function useReceive() {
  const queryClient = useQueryClient();
  return useMemo(() => ({
    notification(item: Notification) {
      queryClient.setQueryData<Notification[]>(notificationKeys.bell, (list) => [item, ...(list ?? []).filter((n) => n.id !== item.id)]);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      // What it is about has changed: a ticket, order or document list or page already loaded
      // shows the new state when it is next looked at, not the one cached before.
      const domain = changedDomain(item.kind);
      if (domain) void queryClient.invalidateQueries({ queryKey: [domain] });
    },
    /** The unviewed count changed elsewhere (another tab marked some): ask again when it differs. */
    count(count: number) {
      const list = queryClient.getQueryData<Notification[]>(notificationKeys.bell);
      if (list?.length !== Math.min(count, NOTIFICATION_BELL_LIMIT)) void queryClient.invalidateQueries({ queryKey: notificationKeys.bell });
    },
    /** After a reconnection something may have been missed. */
    resync() {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.bell });
    },
  }), [queryClient]);
}
