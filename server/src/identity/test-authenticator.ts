import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';

/**
 * A software passkey for tests: what a browser and its authenticator answer to the server's
 * WebAuthn options (ES256, attestation "none"), built with node:crypto. It signs what it is told
 * to (any challenge, origin, relying party or counter), so tests can also forge what a real
 * authenticator never would.
 */

/** The smallest CBOR writer the attestation needs: maps, integers, byte and text strings. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const buffer = Buffer.alloc(3);
    buffer[0] = (major << 5) | 25;
    buffer.writeUInt16BE(length, 1);
    return buffer;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts = [head(5, value.size)];
    for (const [key, item] of value) parts.push(cbor(key), cbor(item));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');

export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  /** COSE_Key of the public key. */
  cosePublicKey: Buffer;
  counter: number;
  userHandle: string;
}

export function createSoftwarePasskey(userHandle = 'test-user'): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return fromKeys(randomBytes(32), privateKey, publicKey.export({ format: 'jwk' }), userHandle);
}

/** A passkey from a PKCS#8 key (the demo account's, README). */
export function softwarePasskeyFromPkcs8(
  credentialId: Buffer,
  pkcs8Base64: string,
  userHandle: string,
): SoftwarePasskey {
  const privateKey = createPrivateKey({
    key: Buffer.from(pkcs8Base64, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = privateKey.export({ format: 'jwk' });
  return fromKeys(credentialId, privateKey, jwk, userHandle);
}

function fromKeys(
  credentialId: Buffer,
  privateKey: KeyObject,
  jwk: { x?: string; y?: string },
  userHandle: string,
): SoftwarePasskey {
  const cosePublicKey = cbor(
    new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  return { credentialId, privateKey, cosePublicKey, counter: 0, userHandle };
}

export interface Ceremony {
  challenge: string;
  origin: string;
  rpId: string;
  /** Overrides the passkey's next counter (a cloned authenticator replays an old one). */
  counter?: number;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', ceremony: Ceremony): Buffer {
  return Buffer.from(
    JSON.stringify({
      type,
      challenge: ceremony.challenge,
      origin: ceremony.origin,
      crossOrigin: false,
    }),
  );
}

function counterBytes(counter: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(counter, 0);
  return buffer;
}

const rpIdHash = (rpId: string) => createHash('sha256').update(rpId).digest();

/** The answer of navigator.credentials.create(): a RegistrationResponseJSON. */
export function registrationResponse(passkey: SoftwarePasskey, ceremony: Ceremony) {
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(passkey.credentialId.length, 0);
  const authData = Buffer.concat([
    rpIdHash(ceremony.rpId),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    counterBytes(passkey.counter),
    Buffer.alloc(16), // aaguid
    idLength,
    passkey.credentialId,
    passkey.cosePublicKey,
  ]);
  const attestationObject = cbor(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', ceremony)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}

/** The answer of navigator.credentials.get(): an AuthenticationResponseJSON; the counter grows. */
export function authenticationResponse(passkey: SoftwarePasskey, ceremony: Ceremony) {
  const counter = ceremony.counter ?? passkey.counter + 1;
  passkey.counter = Math.max(passkey.counter, counter);
  const authenticatorData = Buffer.concat([
    rpIdHash(ceremony.rpId),
    Buffer.from([0x05]), // user present, user verified
    counterBytes(counter),
  ]);
  const data = clientData('webauthn.get', ceremony);
  const signature = sign(
    'sha256',
    Buffer.concat([authenticatorData, createHash('sha256').update(data).digest()]),
    passkey.privateKey,
  );
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key',
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(signature),
      userHandle: b64url(passkey.userHandle),
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
