/**
 * Query keys that one feature reads and another updates (a feature does not import another, so
 * the key they share lives here): the top bar's switches, set from the Settings page; Home, which
 * the notifications stream refreshes.
 */
export const sharedQueryKeys = {
  /** GET /api/Backoffice/Settings/GlobalSearchActive (global search icon). */
  globalSearchActive: ['settings', 'global-search-active'] as const,
  /** GET /api/Common/ShowsNotifications (the bell's hide flag). */
  notificationsHidden: ['notifications', 'hidden'] as const,
  /** GET /api/Backoffice/Common/ShowChat (the chat frame's hide flag). */
  chatHidden: ['chat', 'hidden'] as const,
  /** GET /api/Backoffice/Settings/GetChatUrl (the page the chat frame shows). */
  chatUrl: ['chat', 'url'] as const,
  /** GET /api/home in every language: read again when the notifications stream says the Home changed. */
  homePage: ['home', 'page'] as const,
};
