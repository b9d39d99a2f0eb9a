import { z } from 'zod';
import { Role } from './roles.ts';

/** GET/PUT /api/settings/security (Admin). */
export const SecuritySettings = z.object({
  passwordMinLength: z.number().int().min(8).max(128),
  twoFactorRequiredRoles: z.array(Role),
  sessionIdleMinutes: z.number().int().min(5).max(60 * 24 * 30),
  sessionAbsoluteMinutes: z.number().int().min(5).max(60 * 24 * 90),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  passwordMinLength: 12,
  twoFactorRequiredRoles: ['Admin', 'Backoffice'],
  sessionIdleMinutes: 120,
  sessionAbsoluteMinutes: 480,
};

/** GET /api/settings/map: the tile server of the sites map. */
export const MapSettings = z.object({ tileUrl: z.string() });
/** GET /api/Backoffice/Settings/GlobalSearchActive (spec call): whether the top bar shows the search. */
export const GlobalSearchActiveResponse = z.boolean();

/**
 * GET/PUT /api/settings/notifications (Admin): whether the bell is shown, and the external ticket
 * site's default survey login for contacts without credentials of their own (left out: none here, the
 * server's TICKET_DEFAULT_URL applies if it has one).
 */
export const NotificationSettings = z.object({
  notificationsEnabled: z.boolean(),
  ticketDefaultUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/[^\s/]+\S*$/i.test(value))
    .optional(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/**
 * GET/PUT /api/settings/log-retention (Admin): how many days the login, system, audit and email
 * logs keep their rows (a daily job deletes older ones; emails still waiting to be sent stay).
 */
export const LogRetentionSettings = z.object({
  days: z.number().int().min(7).max(3650),
});
export type LogRetentionSettings = z.infer<typeof LogRetentionSettings>;
export const DEFAULT_LOG_RETENTION_SETTINGS: LogRetentionSettings = { days: 365 };
