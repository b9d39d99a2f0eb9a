import { endpoint } from '../endpoint.ts';
import { LogoutResponse, TokenResponse, TokenValidResponse } from '../auth.ts';
import { ResendTwoFactorRequest, ResendTwoFactorResponse, VerifyTwoFactorRequest } from '../two-factor.ts';

export const authEndpoints = {
  verifySecondFactor: endpoint('POST /api/auth/two-factor/verify', { body: VerifyTwoFactorRequest, response: TokenResponse }),
  resendCode: endpoint('POST /api/auth/two-factor/resend', { body: ResendTwoFactorRequest, response: ResendTwoFactorResponse }),
  signOut: endpoint('POST /api/auth/logout', { response: LogoutResponse }),
  isTokenValid: endpoint('GET /api/Example/IsTokenValid', { response: TokenValidResponse }),
};
