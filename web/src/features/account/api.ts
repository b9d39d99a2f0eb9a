import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PasswordPolicyResponse,
  SessionInfo,
  SignUpRequest,
  TokenInfoResponse,
} from '@customer-hub/contract/accounts';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { NotificationPreference, NotificationPreferences } from '@customer-hub/contract/notifications';
import type { RecoveryCodesResponse, TotpSetupResponse } from '@customer-hub/contract/two-factor';
import { DATA_EXPORT_POLL_MS } from '@customer-hub/contract/constants/data-export';
import type { DataExport } from '@customer-hub/contract/data-export';
import { call } from '@/lib/api-call';
import { downloadFile } from '@/lib/download';
import { useGet } from '@/lib/queries';

export type PasswordPolicy = z.infer<typeof PasswordPolicyResponse>;
export type TokenInfo = z.infer<typeof TokenInfoResponse>;
export type Session = z.infer<typeof SessionInfo>;
export type TotpSetup = z.infer<typeof TotpSetupResponse>;
export type RecoveryCodes = z.infer<typeof RecoveryCodesResponse>;

export const accountKeys = {
  passwordPolicy: ['account', 'password-policy'] as const,
  tokenInfo: (token: string) => ['account', 'token-info', token] as const,
  twoFactor: ['account', 'two-factor'] as const,
  sessions: ['account', 'sessions'] as const,
  devices: ['account', 'devices'] as const,
  passkeys: ['account', 'passkeys'] as const,
  notificationPreferences: ['account', 'notification-preferences'] as const,
  erasure: ['account', 'erasure-request'] as const,
  dataExports: ['account', 'data-exports'] as const,
};

/** GET /api/account/password-policy (public): the length bounds to hint at. */
export function usePasswordPolicy() {
  return useGet(accountKeys.passwordPolicy, 'GET /api/account/password-policy', { staleTime: 10 * 60_000 });
}

/** GET /api/account/token-info?token=: what an emailed link is for, and for whom. */
export function useTokenInfo(token: string) {
  return useQuery({
    queryKey: accountKeys.tokenInfo(token),
    queryFn: ({ signal }) => call('GET /api/account/token-info', { query: { token }, signal }),
    enabled: token.length > 0,
    staleTime: Infinity,
  });
}

/** POST /api/account/reset-password: sets the password through a reset, invitation or sign-up link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => call('POST /api/account/reset-password', { body }),
  });
}

/** POST /api/account/confirm-email (public): follows the link sent to a new address. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => call('POST /api/account/confirm-email', { body: { token } }),
  });
}

/** POST /api/account/recover (public). */
export function useRecoverPassword() {
  return useMutation({
    mutationFn: (body: { email: string; language: LanguageCode }) => call('POST /api/account/recover', { body }),
  });
}

/** POST /api/signup (public): always the same answer. */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: z.input<typeof SignUpRequest>) => call('POST /api/signup', { body }),
  });
}

/** POST /api/account/change-password: other sessions end on the server. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => call('POST /api/account/change-password', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** GET /api/account/sessions: the signed-in user's open sessions. */
export function useSessions() {
  return useGet(accountKeys.sessions, 'GET /api/account/sessions', { staleTime: 0 });
}

/** DELETE /api/account/sessions/:id. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/account/sessions/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** GET /api/account/devices: the browsers trusted to sign in while the account is locked for strangers. */
export function useTrustedDevices() {
  return useGet(accountKeys.devices, 'GET /api/account/devices', { staleTime: 0 });
}

/** DELETE /api/account/devices/:id: that browser is a stranger again. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/account/devices/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices }),
  });
}

/** GET /api/account/two-factor. */
export function useTwoFactorStatus() {
  return useGet(accountKeys.twoFactor, 'GET /api/account/two-factor', { staleTime: 0 });
}

/** POST /api/account/two-factor/totp/setup: a new secret to scan, not active yet. */
export function useTotpSetup() {
  return useMutation({ mutationFn: () => call('POST /api/account/two-factor/totp/setup') });
}

function useTwoFactorChange<TBody, TAnswer>(change: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  });
}

/** POST /api/account/two-factor/totp/enable: confirms the app with a code; answers the recovery codes. */
export const useEnableTotp = () => useTwoFactorChange((body: { code: string }) => call('POST /api/account/two-factor/totp/enable', { body }));
/** POST /api/account/two-factor/email/setup: after the password, a code goes to the user's address; nothing changes yet. */
export const useStartEmailTwoFactor = () => useMutation({ mutationFn: (body: { password: string }) => call('POST /api/account/two-factor/email/setup', { body }) });
/** POST /api/account/two-factor/email/enable: the emailed code turns email codes on. */
export const useEnableEmailTwoFactor = () => useTwoFactorChange((body: { code: string }) => call('POST /api/account/two-factor/email/enable', { body }));
/** POST /api/account/two-factor/disable. */
export const useDisableTwoFactor = () => useTwoFactorChange((body: { password: string }) => call('POST /api/account/two-factor/disable', { body }));
/** POST /api/account/two-factor/recovery-codes: new codes; the old ones stop working. */
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorChange((body: { password: string }) => call('POST /api/account/two-factor/recovery-codes', { body }));

/** GET /api/notifications/preferences: each kind the user can receive, in the app and by email. */
export function useNotificationPreferences() {
  return useGet(accountKeys.notificationPreferences, 'GET /api/notifications/preferences', { staleTime: 0 });
}

/** PUT /api/notifications/preferences: the kinds changed; the answer is the whole list again. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: NotificationPreference[]) => call('PUT /api/notifications/preferences', { body: { items } }),
    onSuccess: (saved: NotificationPreferences) => queryClient.setQueryData(accountKeys.notificationPreferences, saved),
  });
}

/** GET /api/account/passkeys: the caller's passkeys, and whether a role of theirs requires one. */
export function usePasskeys() {
  return useGet(accountKeys.passkeys, 'GET /api/account/passkeys', { staleTime: 0 });
}

/**
 * Registers a passkey: the options (with the password when the session is not recent: the server
 * answers RECENT_SIGN_IN_REQUIRED otherwise), the browser's `navigator.credentials.create`, then
 * POST /api/account/passkeys under the name given.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, password }: { name: string; password?: string }) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const { challengeId, options } = await call('POST /api/account/passkeys/options', { body: password ? { password } : {} });
      const response = await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      return call('POST /api/account/passkeys', { body: { challengeId, name, response: response as never } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}

/** PATCH /api/account/passkeys/:id. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => call('PATCH /api/account/passkeys/:id', { params: { id }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}

/** DELETE /api/account/passkeys/:id (with the password when the session is not recent). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password?: string }) => call('DELETE /api/account/passkeys/:id', { params: { id }, body: password ? { password } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}

/** GET /api/account/erasure-request: my open erasure request, else my latest decided one. */
export function useMyErasureRequest() {
  return useGet(accountKeys.erasure, 'GET /api/account/erasure-request', { staleTime: 0 });
}

/** POST /api/account/erasure-request: ask for my data to be erased. */
export function useOpenMyErasureRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call('POST /api/account/erasure-request', { body: reason.trim() ? { reason: reason.trim() } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.erasure }),
  });
}

/** An archive still being made: its status is asked for again until it is ready or failed. */
export const isPreparing = (e: Pick<DataExport, 'status'>) => e.status === 'queued' || e.status === 'preparing';

/** GET /api/account/data-exports: my archives and when I may ask for the next; polled while one is being prepared. */
export function useMyDataExports() {
  return useQuery({
    queryKey: accountKeys.dataExports,
    queryFn: ({ signal }) => call('GET /api/account/data-exports', { signal }),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.exports.some(isPreparing) ? DATA_EXPORT_POLL_MS : false),
  });
}

/** POST /api/account/data-exports: ask for an archive of my data (once per 24 hours). */
export function useRequestMyDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/account/data-exports', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.dataExports }),
  });
}

/** Downloads a ready archive (with the session), named as the server says. */
export function useDownloadDataExport() {
  return useMutation({ mutationFn: (e: Pick<DataExport, 'downloadUrl'>) => downloadFile(e.downloadUrl ?? '', 'data-export.zip') });
}
