/**
 * Data exports (GDPR Art. 15 and 20): an archive of what the product keeps about a person, prepared
 * in the background: `queued` → `preparing` (with its progress) → `ready` (downloadable until it
 * expires) → `expired` (the archive deleted), or `failed`.
 */
export const DATA_EXPORT_STATUSES = ['queued', 'preparing', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** Who asked: the person in My account, or staff for them (a request received by post). */
export const DATA_EXPORT_SOURCES = ['self', 'staff'] as const;
export type DataExportSource = (typeof DATA_EXPORT_SOURCES)[number];

/** How long a ready archive may be downloaded. */
export const DATA_EXPORT_VALID_DAYS = 7;
/** The person may ask for one archive per this many hours (staff-prepared ones aside). */
export const DATA_EXPORT_INTERVAL_HOURS = 24;
/** How often My account asks for the status while an archive is being prepared. */
export const DATA_EXPORT_POLL_MS = 2000;

/** The categories of the archive (one JSON file each) and of its PDF summary, in their order. */
export const DATA_EXPORT_CATEGORIES = ['profile', 'permissions', 'signIns', 'consents', 'notifications', 'serviceRequests', 'comments', 'orders', 'files', 'audit'] as const;
export type DataExportCategory = (typeof DATA_EXPORT_CATEGORIES)[number];
