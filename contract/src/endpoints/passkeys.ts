import { SIGNED_IN } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import {
  PasskeyConfirmRequest,
  PasskeyIdParams,
  PasskeyRegistrationOptionsResponse,
  PasskeyRemovedResponse,
  PasskeysResponse,
  PasskeyView,
  RegisterPasskeyRequest,
  RenamePasskeyRequest,
} from '../passkeys.ts';

const X = 'x'.repeat(43);
const attestation = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' }, clientExtensionResults: {} };

export const passkeysEndpoints = {
  listPasskeys: endpoint('GET /api/account/passkeys', { access: { allowed: SIGNED_IN }, response: PasskeysResponse }),
  registrationOptions: endpoint('POST /api/account/passkeys/options', { access: { allowed: SIGNED_IN, request: { payload: {} } }, body: PasskeyConfirmRequest, response: PasskeyRegistrationOptionsResponse }),
  registerPasskey: endpoint('POST /api/account/passkeys', { access: { allowed: SIGNED_IN, request: { payload: { challengeId: X, name: 'Laptop', response: attestation } } }, body: RegisterPasskeyRequest, status: 201, response: PasskeyView }),
  renamePasskey: endpoint('PATCH /api/account/passkeys/:id', { access: { allowed: SIGNED_IN, request: { payload: { name: 'Phone' } } }, params: PasskeyIdParams, body: RenamePasskeyRequest, response: PasskeyView }),
  removePasskey: endpoint('DELETE /api/account/passkeys/:id', { access: { allowed: SIGNED_IN, request: { payload: {} } }, params: PasskeyIdParams, body: PasskeyConfirmRequest, response: PasskeyRemovedResponse }),
};
