import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import { PASSWORD_MAX_LENGTH } from './constants/accounts.ts';
export * from './constants/accounts.ts';

const email = z.string().trim().toLowerCase().email().max(254);

export const PasswordPolicyResponse = z.object({ minLength: z.number().int(), maxLength: z.number().int() });

/** POST /api/access-requests (public). */
export const CreateAccessRequest = z.object({
  name: z.string().trim().min(1).max(200),
  email,
  phone: z.string().trim().max(50).default(''),
  company: z.string().trim().max(200).default(''),
  presentation: z.string().trim().max(2000).default(''),
  language: LanguageCode.optional(),
});
export type CreateAccessRequest = z.infer<typeof CreateAccessRequest>;
export const AcceptedResponse = z.object({ accepted: z.literal(true) });

/** POST /api/account/recover (public): always the same answer, whatever the address. */
export const RecoverPasswordRequest = z.object({ email, language: LanguageCode.optional() });

/** POST /api/signup (public): customer number + one of its invoice numbers + email. */
export const SignUpRequest = z.object({
  customerNo: z.string().trim().min(1).max(50),
  invoiceNo: z.string().trim().min(1).max(50),
  email,
  language: LanguageCode.optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** GET /api/account/token-info?token=: what an emailed link is for. */
export const TokenInfoQuery = z.object({ token: z.string().min(16).max(200) });
export const TokenInfoResponse = z.object({ kind: z.enum(['reset', 'invitation', 'signup']), userName: z.string() });

/** POST /api/account/reset-password: sets a password through a reset, invitation or sign-up link. */
export const ResetPasswordRequest = z.object({
  token: z.string().min(16).max(200),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const ResetPasswordResponse = z.object({ userName: z.string() });

/** POST /api/account/confirm-email: follows the link sent to a new address. */
export const ConfirmEmailRequest = z.object({ token: z.string().min(16).max(200) });
export const ConfirmEmailResponse = z.object({ userName: z.string(), email: z.string() });

/** POST /api/account/change-password (signed in). */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const ChangePasswordResponse = z.object({ changed: z.literal(true), otherSessionsEnded: z.number().int() });

/** GET /api/account/sessions. */
export const SessionInfo = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const SessionsResponse = z.array(SessionInfo);
export const SessionIdParams = z.object({ id: z.string().uuid() });
export const EndedResponse = z.object({ ended: z.number().int() });

/**
 * GET /api/account/devices: the browsers trusted to sign the user in without the account's lock
 * for strangers (device cookies). The place is approximate: the time zone the browser told.
 */
export const TrustedDevice = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  timeZone: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type TrustedDevice = z.infer<typeof TrustedDevice>;
export const TrustedDevicesResponse = z.array(TrustedDevice);
export const DeviceIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
export const RemovedResponse = z.object({ removed: z.literal(true) });
