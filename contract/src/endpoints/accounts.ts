import { endpoint } from '../endpoint.ts';
import { AcceptedResponse, ChangePasswordRequest, ChangePasswordResponse, EndedResponse, PasswordPolicyResponse, RecoverPasswordRequest, ResetPasswordRequest, ResetPasswordResponse, SessionIdParams, SessionsResponse, SignUpRequest, TokenInfoQuery, TokenInfoResponse } from '../accounts.ts';
import { EnableTotpRequest, PasswordConfirmRequest, RecoveryCodesResponse, TotpSetupResponse, TwoFactorStatus } from '../two-factor.ts';

export const accountsEndpoints = {
  getPasswordPolicy: endpoint({ method: 'GET', path: '/api/account/password-policy', response: PasswordPolicyResponse }),
  requestRecovery: endpoint({ method: 'POST', path: '/api/account/recover', body: RecoverPasswordRequest, status: 202, response: AcceptedResponse }),
  tokenInfo: endpoint({ method: 'GET', path: '/api/account/token-info', query: TokenInfoQuery, response: TokenInfoResponse }),
  resetPassword: endpoint({ method: 'POST', path: '/api/account/reset-password', body: ResetPasswordRequest, response: ResetPasswordResponse }),
  requestSignUp: endpoint({ method: 'POST', path: '/api/signup', body: SignUpRequest, status: 202, response: AcceptedResponse }),
  changePassword: endpoint({ method: 'POST', path: '/api/account/change-password', body: ChangePasswordRequest, response: ChangePasswordResponse }),
  listSessions: endpoint({ method: 'GET', path: '/api/account/sessions', response: SessionsResponse }),
  endOwnSession: endpoint({ method: 'DELETE', path: '/api/account/sessions/:id', params: SessionIdParams, response: EndedResponse }),
  getTwoFactorStatus: endpoint({ method: 'GET', path: '/api/account/two-factor', response: TwoFactorStatus }),
  startTotpSetup: endpoint({ method: 'POST', path: '/api/account/two-factor/totp/setup', response: TotpSetupResponse }),
  enableTotp: endpoint({ method: 'POST', path: '/api/account/two-factor/totp/enable', body: EnableTotpRequest, response: RecoveryCodesResponse }),
  enableEmailTwoFactor: endpoint({ method: 'POST', path: '/api/account/two-factor/email/enable', body: PasswordConfirmRequest, response: TwoFactorStatus }),
  disableTwoFactor: endpoint({ method: 'POST', path: '/api/account/two-factor/disable', body: PasswordConfirmRequest, response: TwoFactorStatus }),
  regenerateRecoveryCodes: endpoint({ method: 'POST', path: '/api/account/two-factor/recovery-codes', body: PasswordConfirmRequest, response: RecoveryCodesResponse }),
};
