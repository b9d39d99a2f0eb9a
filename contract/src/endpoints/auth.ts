import { endpoint } from '../endpoint.ts';
import { LogoutResponse, TokenResponse, TokenValidResponse } from '../auth.ts';
import { ResendTwoFactorRequest, ResendTwoFactorResponse, VerifyTwoFactorRequest } from '../two-factor.ts';

export const authEndpoints = {
  verifySecondFactor: endpoint({ method: 'POST', path: '/api/auth/two-factor/verify', body: VerifyTwoFactorRequest, response: TokenResponse }),
  resendCode: endpoint({ method: 'POST', path: '/api/auth/two-factor/resend', body: ResendTwoFactorRequest, response: ResendTwoFactorResponse }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/logout', response: LogoutResponse }),
  isTokenValid: endpoint({ method: 'GET', path: '/api/Example/IsTokenValid', response: TokenValidResponse }),
};
