import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAuthenticationResponse, PasskeyCreationOptions, PasskeyRegistrationResponse, PasskeyRequestOptions } from '@customer-hub/contract/passkeys';

/*
 * A software authenticator for server tests: real WebAuthn ceremonies without a browser. Its
 * credentials are ES256 key pairs (node:crypto); it writes clientDataJSON, authenticatorData and
 * a `none` attestation in CBOR as an authenticator and a browser would, and signs assertions,
 * so the server's own verification (@simplewebauthn/server) checks every byte. Options let a test
 * answer wrongly on purpose: another origin or RP id, a bad signature, a counter that goes back.
 */

interface Credential {
  id: Uint8Array;
  privateKey: KeyObject;
  cose: Uint8Array;
  userHandle: string;
  rpId: string;
  counter: number;
}

const b64 = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(Uint8Array.from(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** User present, user verified, attested credential data. */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

function coseOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter >>> 0);
  return b;
}

export interface CeremonyOptions {
  /** The page's origin the browser writes into clientDataJSON (default: the authenticator's). */
  origin?: string;
  /** The RP id the authenticator hashes into authenticatorData (default: the options' / the authenticator's). */
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(readonly defaults: { origin: string; rpId: string }) {}

  /** Answers `navigator.credentials.create(options)`: a new discoverable credential, attestation `none`. */
  register(options: PasskeyCreationOptions, ceremony: CeremonyOptions = {}): PasskeyRegistrationResponse {
    const rpId = ceremony.rpId ?? options.rp.id ?? this.defaults.rpId;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = Uint8Array.from(randomBytes(32));
    const cose = coseOf(publicKey);
    const credential: Credential = { id, privateKey, cose, userHandle: options.user.id, rpId, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAGS.up | FLAGS.uv | FLAGS.at]), counterBytes(0), Buffer.alloc(16), idLength, id, cose]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', Uint8Array.from(authData)],
      ]),
    );
    const clientData = { type: 'webauthn.create', challenge: options.challenge, origin: ceremony.origin ?? this.defaults.origin, crossOrigin: false };
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key',
      response: { clientDataJSON: b64(Buffer.from(JSON.stringify(clientData))), attestationObject: b64(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * Answers `navigator.credentials.get(options)` with a credential of its own (the first one the
   * options allow, or `credential`), counting its signature counter up by one (or to `counter`).
   */
  assert(
    options: PasskeyRequestOptions,
    ceremony: CeremonyOptions & { credential?: Credential; counter?: number; badSignature?: boolean } = {},
  ): PasskeyAuthenticationResponse {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = ceremony.credential ?? this.credentials.find((c) => !allowed?.length || allowed.includes(b64(c.id)));
    if (!credential) throw new Error('the authenticator holds no credential the options allow');
    credential.counter = ceremony.counter ?? credential.counter + 1;
    const rpId = ceremony.rpId ?? options.rpId ?? credential.rpId;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAGS.up | FLAGS.uv]), counterBytes(credential.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: ceremony.origin ?? this.defaults.origin, crossOrigin: false }));
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authData, sha256(clientDataJSON)]));
    const signature = signer.sign(credential.privateKey);
    if (ceremony.badSignature) signature[8]! ^= 0x01;
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature), userHandle: credential.userHandle },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** A copy of a credential (a cloned authenticator): same key and id, its own counter from `counter`. */
  clone(credential: Credential, counter: number): Credential {
    return { ...credential, counter };
  }
}
