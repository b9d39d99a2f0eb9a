import { endpoint } from '../endpoint.ts';
import { AcceptedResponse, ChangePasswordRequest, ChangePasswordResponse, EndedResponse, PasswordPolicyResponse, RecoverPasswordRequest, ResetPasswordRequest, ResetPasswordResponse, SessionIdParams, SessionsResponse, SignUpRequest, TokenInfoQuery, TokenInfoResponse } from '../accounts.ts';
import { EmailSetupResponse, EnableEmailTwoFactorRequest, EnableTotpRequest, PasswordConfirmRequest, RecoveryCodesResponse, TotpSetupResponse, TwoFactorStatus } from '../two-factor.ts';

export const accountsEndpoints = {
  getPasswordPolicy: endpoint('GET /api/account/password-policy', { response: PasswordPolicyResponse }),
  requestRecovery: endpoint('POST /api/account/recover', { body: RecoverPasswordRequest, status: 202, response: AcceptedResponse }),
  tokenInfo: endpoint('GET /api/account/token-info', { query: TokenInfoQuery, response: TokenInfoResponse }),
  resetPassword: endpoint('POST /api/account/reset-password', { body: ResetPasswordRequest, response: ResetPasswordResponse }),
  requestSignUp: endpoint('POST /api/signup', { body: SignUpRequest, status: 202, response: AcceptedResponse }),
  changePassword: endpoint('POST /api/account/change-password', { body: ChangePasswordRequest, response: ChangePasswordResponse }),
  listSessions: endpoint('GET /api/account/sessions', { response: SessionsResponse }),
  endOwnSession: endpoint('DELETE /api/account/sessions/:id', { params: SessionIdParams, response: EndedResponse }),
  getTwoFactorStatus: endpoint('GET /api/account/two-factor', { response: TwoFactorStatus }),
  startTotpSetup: endpoint('POST /api/account/two-factor/totp/setup', { response: TotpSetupResponse }),
  enableTotp: endpoint('POST /api/account/two-factor/totp/enable', { body: EnableTotpRequest, response: RecoveryCodesResponse }),
  startEmailTwoFactor: endpoint('POST /api/account/two-factor/email/setup', { body: PasswordConfirmRequest, response: EmailSetupResponse }),
  enableEmailTwoFactor: endpoint('POST /api/account/two-factor/email/enable', { body: EnableEmailTwoFactorRequest, response: TwoFactorStatus }),
  disableTwoFactor: endpoint('POST /api/account/two-factor/disable', { body: PasswordConfirmRequest, response: TwoFactorStatus }),
  regenerateRecoveryCodes: endpoint('POST /api/account/two-factor/recovery-codes', { body: PasswordConfirmRequest, response: RecoveryCodesResponse }),
};
