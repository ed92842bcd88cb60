import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software for server tests: it answers the options Rampart hands a
 * browser with what a browser would send back (none attestation, ES256), so SimpleWebAuthn can
 * verify them on the server. The end-to-end test uses Chromium's own virtual authenticator.
 * Only what these answers need of CBOR is encoded here: maps, byte and text strings, integers.
 */
const cbor = (value: unknown): Buffer => {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)];
    for (const [k, v] of value) parts.push(cbor(k), cbor(v));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
};

const b64url = (b: Buffer) => b.toString('base64url');
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();

export type SoftwareAuthenticator = {
  credentialId: string;
  /** The answer to registration options, as the browser's JSON. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }): object;
  /** The answer to sign-in options, as the browser's JSON. */
  assert(
    options: { challenge: string; rpId?: string },
    overrides?: { counter?: number; userVerified?: boolean; origin?: string; rpId?: string },
  ): object;
};

/** One passkey held by this authenticator, for `origin`. */
export const softwareAuthenticator = (origin: string): SoftwareAuthenticator => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  let counter = 0;
  let userHandle = '';

  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' });
    return cbor(
      new Map<number, unknown>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  };
  const clientData = (type: string, challenge: string, at: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));
  const flags = (userVerified: boolean, attested: boolean) =>
    0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };

  return {
    credentialId: b64url(credentialId),
    register(options) {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(options.rp.id ?? new URL(origin).hostname),
        Buffer.from([flags(true, true)]),
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        coseKey(publicKey),
      ]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    assert(options, overrides = {}) {
      counter = overrides.counter ?? counter + 1;
      const authData = Buffer.concat([
        sha256(overrides.rpId ?? options.rpId ?? new URL(origin).hostname),
        Buffer.from([flags(overrides.userVerified ?? true, false)]),
        counterBytes(counter),
      ]);
      const data = clientData('webauthn.get', options.challenge, overrides.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
};
