import { EVERYONE, SIGNED_IN } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { LogoutResponse, TokenValidResponse } from '../auth.ts';
import { ResendTwoFactorRequest, ResendTwoFactorResponse, SessionOrChallenge, VerifyTwoFactorRequest } from '../two-factor.ts';

export const authEndpoints = {
  verifySecondFactor: endpoint('POST /api/auth/two-factor/verify', { access: { allowed: EVERYONE, request: { payload: { challengeId: 'x'.repeat(43), code: '123456' } } }, body: VerifyTwoFactorRequest, response: SessionOrChallenge }),
  resendCode: endpoint('POST /api/auth/two-factor/resend', { access: { allowed: EVERYONE, request: { payload: { challengeId: 'x'.repeat(43) } } }, body: ResendTwoFactorRequest, response: ResendTwoFactorResponse }),
  signOut: endpoint('POST /api/auth/logout', { access: { allowed: SIGNED_IN }, response: LogoutResponse }),
  isTokenValid: endpoint('GET /api/Example/IsTokenValid', { access: { allowed: SIGNED_IN }, response: TokenValidResponse }),
};
