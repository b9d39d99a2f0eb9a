import { EVERYONE, SIGNED_IN } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { AcceptedResponse, ChangePasswordRequest, ChangePasswordResponse, EndedResponse, PasswordPolicyResponse, RecoverPasswordRequest, ResetPasswordRequest, ResetPasswordResponse, SessionIdParams, SessionsResponse, SignUpRequest, TokenInfoQuery, TokenInfoResponse, DeviceIdParams, RemovedResponse, TrustedDevicesResponse, ConfirmEmailRequest, ConfirmEmailResponse } from '../accounts.ts';
import { EmailSetupResponse, EnableEmailTwoFactorRequest, EnableTotpRequest, PasswordConfirmRequest, RecoveryCodesResponse, TotpSetupResponse, TwoFactorStatus } from '../two-factor.ts';

export const accountsEndpoints = {
  getPasswordPolicy: endpoint('GET /api/account/password-policy', { access: { allowed: EVERYONE }, response: PasswordPolicyResponse }),
  requestRecovery: endpoint('POST /api/account/recover', { access: { allowed: EVERYONE, request: { payload: { email: 'nobody@example.test' } } }, body: RecoverPasswordRequest, status: 202, response: AcceptedResponse }),
  tokenInfo: endpoint('GET /api/account/token-info', { access: { allowed: EVERYONE, request: { query: { token: 'y'.repeat(43) } } }, query: TokenInfoQuery, response: TokenInfoResponse }),
  resetPassword: endpoint('POST /api/account/reset-password', { access: { allowed: EVERYONE, request: { payload: { token: 'y'.repeat(43), password: 'a long enough passphrase' } } }, body: ResetPasswordRequest, response: ResetPasswordResponse }),
  confirmEmail: endpoint('POST /api/account/confirm-email', { access: { allowed: EVERYONE, request: { payload: { token: 'y'.repeat(43) } } }, body: ConfirmEmailRequest, response: ConfirmEmailResponse }),
  requestSignUp: endpoint('POST /api/signup', { access: { allowed: EVERYONE, request: { payload: { customerNo: 'C1', invoiceNo: 'F1', email: 'x@example.test' } } }, body: SignUpRequest, status: 202, response: AcceptedResponse }),
  changePassword: endpoint('POST /api/account/change-password', { access: { allowed: SIGNED_IN, request: { payload: { currentPassword: 'wrong-password', newPassword: 'a long enough passphrase' } } }, body: ChangePasswordRequest, response: ChangePasswordResponse }),
  listSessions: endpoint('GET /api/account/sessions', { access: { allowed: SIGNED_IN }, response: SessionsResponse }),
  endOwnSession: endpoint('DELETE /api/account/sessions/:id', { access: { allowed: SIGNED_IN, request: {} }, params: SessionIdParams, response: EndedResponse }),
  listDevices: endpoint('GET /api/account/devices', { access: { allowed: SIGNED_IN }, response: TrustedDevicesResponse }),
  removeDevice: endpoint('DELETE /api/account/devices/:id', { access: { allowed: SIGNED_IN, request: {} }, params: DeviceIdParams, response: RemovedResponse }),
  getTwoFactorStatus: endpoint('GET /api/account/two-factor', { access: { allowed: SIGNED_IN }, response: TwoFactorStatus }),
  startTotpSetup: endpoint('POST /api/account/two-factor/totp/setup', { access: { allowed: SIGNED_IN }, response: TotpSetupResponse }),
  enableTotp: endpoint('POST /api/account/two-factor/totp/enable', { access: { allowed: SIGNED_IN, request: { payload: { code: '123456' } } }, body: EnableTotpRequest, response: RecoveryCodesResponse }),
  startEmailTwoFactor: endpoint('POST /api/account/two-factor/email/setup', { access: { allowed: SIGNED_IN, request: { payload: { password: 'wrong-password' } } }, body: PasswordConfirmRequest, response: EmailSetupResponse }),
  enableEmailTwoFactor: endpoint('POST /api/account/two-factor/email/enable', { access: { allowed: SIGNED_IN, request: { payload: { code: '123456' } } }, body: EnableEmailTwoFactorRequest, response: TwoFactorStatus }),
  disableTwoFactor: endpoint('POST /api/account/two-factor/disable', { access: { allowed: SIGNED_IN, request: { payload: { password: 'wrong-password' } } }, body: PasswordConfirmRequest, response: TwoFactorStatus }),
  regenerateRecoveryCodes: endpoint('POST /api/account/two-factor/recovery-codes', { access: { allowed: SIGNED_IN, request: { payload: { password: 'wrong-password' } } }, body: PasswordConfirmRequest, response: RecoveryCodesResponse }),
};
