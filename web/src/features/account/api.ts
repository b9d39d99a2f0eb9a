import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ChangePasswordResponse,
  EndedResponse,
  PasswordPolicyResponse,
  ResetPasswordResponse,
  SessionInfo,
  SignUpRequest,
  TokenInfoResponse,
} from '@customer-hub/contract/accounts';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { RecoveryCodesResponse, TotpSetupResponse, TwoFactorStatus } from '@customer-hub/contract/two-factor';
import { api, withQuery } from '@/lib/api-client';

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
};

/** GET /api/account/password-policy (public): the length bounds to hint at. */
export function usePasswordPolicy() {
  return useQuery({
    queryKey: accountKeys.passwordPolicy,
    queryFn: ({ signal }) => api.get<PasswordPolicy>('/api/account/password-policy', signal),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/account/token-info?token=: what an emailed link is for, and for whom. */
export function useTokenInfo(token: string) {
  return useQuery({
    queryKey: accountKeys.tokenInfo(token),
    queryFn: ({ signal }) => api.get<TokenInfo>(withQuery('/api/account/token-info', { token }), signal),
    enabled: token.length > 0,
    staleTime: Infinity,
  });
}

/** POST /api/account/reset-password: sets the password through a reset, invitation or sign-up link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<z.infer<typeof ResetPasswordResponse>>('/api/account/reset-password', body),
  });
}

/** POST /api/account/recover (public). */
export function useRecoverPassword() {
  return useMutation({
    mutationFn: (body: { email: string; language: LanguageCode }) => api.post<{ accepted: true }>('/api/account/recover', body),
  });
}

/** POST /api/signup (public): always the same answer. */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: z.input<typeof SignUpRequest>) => api.post<{ accepted: true }>('/api/signup', body),
  });
}

/** POST /api/account/change-password: other sessions end on the server. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post<z.infer<typeof ChangePasswordResponse>>('/api/account/change-password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** GET /api/account/sessions: the signed-in user's open sessions. */
export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => api.get<Session[]>('/api/account/sessions', signal),
    staleTime: 0,
  });
}

/** DELETE /api/account/sessions/:id. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<z.infer<typeof EndedResponse>>(`/api/account/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** GET /api/account/two-factor. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: accountKeys.twoFactor,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/account/two-factor', signal),
    staleTime: 0,
  });
}

/** POST /api/account/two-factor/totp/setup: a new secret to scan, not active yet. */
export function useTotpSetup() {
  return useMutation({ mutationFn: () => api.post<TotpSetup>('/api/account/two-factor/totp/setup') });
}

function useTwoFactorChange<TBody, TAnswer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TAnswer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  });
}

/** POST /api/account/two-factor/totp/enable: confirms the app with a code; answers the recovery codes. */
export const useEnableTotp = () => useTwoFactorChange<{ code: string }, RecoveryCodes>('/api/account/two-factor/totp/enable');
/** POST /api/account/two-factor/email/enable. */
export const useEnableEmailTwoFactor = () => useTwoFactorChange<{ password: string }, unknown>('/api/account/two-factor/email/enable');
/** POST /api/account/two-factor/disable. */
export const useDisableTwoFactor = () => useTwoFactorChange<{ password: string }, unknown>('/api/account/two-factor/disable');
/** POST /api/account/two-factor/recovery-codes: new codes; the old ones stop working. */
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorChange<{ password: string }, RecoveryCodes>('/api/account/two-factor/recovery-codes');
