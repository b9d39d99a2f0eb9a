import { useGet } from '@/lib/queries';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/**
 * GET /api/Backoffice/Common/ShowChat (spec §7, no token). The spec's odd boolean: the frame is
 * shown when it answers a falsy value (false = chat is on).
 */
export function useChatHidden() {
  return useGet(sharedQueryKeys.chatHidden, 'GET /api/Backoffice/Common/ShowChat', { staleTime: 5 * 60_000 });
}

/** GET /api/Backoffice/Settings/GetChatUrl (spec §7): asked only once ShowChat says to show the chat. */
export function useChatUrl(enabled: boolean) {
  return useGet(sharedQueryKeys.chatUrl, 'GET /api/Backoffice/Settings/GetChatUrl', { staleTime: 5 * 60_000, enabled });
}
