import { EVERYONE, SIGNED_IN } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { LogoutResponse, TokenValidResponse } from '../auth.ts';
import { PasskeySecondFactorRequest, PasskeySessionResponse, PasskeySignInOptionsResponse, PasskeySignInRequest } from '../passkeys.ts';
import { ResendTwoFactorRequest, ResendTwoFactorResponse, SessionOrChallenge, VerifyTwoFactorRequest } from '../two-factor.ts';

const X = 'x'.repeat(43);
const assertion = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} };

export const authEndpoints = {
  verifySecondFactor: endpoint('POST /api/auth/two-factor/verify', { access: { allowed: EVERYONE, request: { payload: { challengeId: 'x'.repeat(43), code: '123456' } } }, body: VerifyTwoFactorRequest, response: SessionOrChallenge }),
  resendCode: endpoint('POST /api/auth/two-factor/resend', { access: { allowed: EVERYONE, request: { payload: { challengeId: 'x'.repeat(43) } } }, body: ResendTwoFactorRequest, response: ResendTwoFactorResponse }),
  passkeySignInOptions: endpoint('POST /api/auth/passkey/options', { access: { allowed: EVERYONE }, response: PasskeySignInOptionsResponse }),
  passkeySignIn: endpoint('POST /api/auth/passkey/verify', { access: { allowed: EVERYONE, request: { payload: { challengeId: X, response: assertion } } }, body: PasskeySignInRequest, response: PasskeySessionResponse }),
  passkeySecondFactor: endpoint('POST /api/auth/two-factor/passkey', { access: { allowed: EVERYONE, request: { payload: { challengeId: X, response: assertion } } }, body: PasskeySecondFactorRequest, response: SessionOrChallenge }),
  signOut: endpoint('POST /api/auth/logout', { access: { allowed: SIGNED_IN }, response: LogoutResponse }),
  isTokenValid: endpoint('GET /api/Example/IsTokenValid', { access: { allowed: SIGNED_IN }, response: TokenValidResponse }),
};
