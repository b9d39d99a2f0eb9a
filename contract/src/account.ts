import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import { Permission, SidebarKey } from './permissions.ts';
import { Role } from './roles.ts';

/** GET /api/Backoffice/User/GetUserVM: the spec's roles and checkedSidebarVis, plus who is signed in. */
export const UserVM = z.object({
  id: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: LanguageCode,
  roles: z.array(Role),
  checkedSidebarVis: z.array(SidebarKey),
  permissions: z.array(Permission),
  mainContact: z.boolean(),
  companyName: z.string().nullable(),
  showContractNumber: z.boolean(),
  showTreeId: z.boolean(),
  treeId: z.string().nullable(),
});
export type UserVM = z.infer<typeof UserVM>;

/** GET /api/Backoffice/User/GetUserTicketCredentials. */
export const TicketCredentials = z.object({
  url: z.string().nullable(),
  userName: z.string().nullable(),
  usesDefault: z.boolean(),
});
export type TicketCredentials = z.infer<typeof TicketCredentials>;

/** PUT /api/account/language. */
export const UpdateLanguageRequest = z.object({ language: LanguageCode });
export type UpdateLanguageRequest = z.infer<typeof UpdateLanguageRequest>;
export const UpdateLanguageResponse = z.object({ language: LanguageCode });

/** GET /meta.json. */
export const BuildMeta = z.object({ buildDate: z.string() });
export type BuildMeta = z.infer<typeof BuildMeta>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** /health/ready: what carries live notifications between instances now (PostgreSQL also while a configured Redis cannot be reached). */
  notifications: z.enum(['redis', 'postgres']).optional(),
  /** /health/ready, when REDIS_URL is set: whether this instance reaches it. */
  redis: z.enum(['reachable', 'unreachable']).optional(),
});

/** GET /api/Backoffice/User/GetUserPhoto: a base64 PNG; empty string when none. */
export const UserPhotoResponse = z.string();

/** The staff user actions: /api/users/:id/... */
export const UserIdParams = z.object({ id: z.string().uuid() });
export const EndUserSessionsResponse = z.object({ ended: z.number().int() });
export const SetUserActiveResponse = z.object({ active: z.boolean(), sessionsEnded: z.number().int() });
