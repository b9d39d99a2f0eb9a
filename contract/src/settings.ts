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
