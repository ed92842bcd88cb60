import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { isIP } from 'node:net';

/**
 * Rampart as a WebAuthn relying party (passkeys, decision 033). The relying party is the host of
 * PUBLIC_URL, and browsers accept a passkey only on that host and its origin. Browsers refuse
 * WebAuthn on an IP address and outside a secure context (https, or http://localhost), so there
 * passkeys are unavailable and Account → Security says why.
 */
export type RelyingParty = {
  id: string;
  name: string;
  origin: string;
  /** Why passkeys cannot work at this address; null when they can. */
  unavailable: string | null;
};

export const relyingParty = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  const host = url.hostname;
  const local = host === 'localhost' || host.endsWith('.localhost');
  const unavailable =
    isIP(host.replace(/^\[|\]$/g, '')) !== 0
      ? 'Passkeys need Rampart at a domain name; this installation is reached by an IP address.'
      : url.protocol !== 'https:' && !local
        ? 'Passkeys need Rampart served over HTTPS.'
        : null;
  return { id: host, name: 'Rampart', origin: url.origin, unavailable };
};

/** How long a browser has to answer a challenge (WebAuthn's own timeout is shorter). */
export const CHALLENGE_SECONDS = 5 * 60;

/** What a challenge was issued for; one issued for another purpose or person is refused. */
export type ChallengePurpose = 'sign-in' | `second-factor:${string}` | `register:${string}`;

export type PasskeyChallenges = {
  /** A fresh challenge: 16 random bytes, its expiry and a MAC over both and the purpose. */
  issue(purpose: ChallengePurpose, now?: number): Uint8Array<ArrayBuffer>;
  /**
   * The random part of a challenge (base64url, as the browser's client data carries it) when it
   * was issued here for this purpose and has not expired;
   * the caller claims that part once, so a challenge answers one ceremony only.
   */
  read(challenge: string, purpose: ChallengePurpose, now?: number): string | null;
};

const NONCE_BYTES = 16;
const MAC_BYTES = 16;

/**
 * Challenges kept by nobody: each carries its own expiry and a MAC with a key derived from
 * AUTH_SECRET, so asking for one writes nothing (an anonymous sign-in page cannot fill a table),
 * and any process of the installation can check it.
 */
export const passkeyChallenges = (authSecret: string): PasskeyChallenges => {
  const key = Buffer.from(
    hkdfSync('sha256', authSecret, Buffer.alloc(0), 'rampart passkey challenges', 32),
  );
  const mac = (nonce: Buffer, expiry: Buffer, purpose: string) =>
    createHmac('sha256', key)
      .update(nonce)
      .update(expiry)
      .update(purpose)
      .digest()
      .subarray(0, MAC_BYTES);
  return {
    issue(purpose, now = Date.now()) {
      const nonce = randomBytes(NONCE_BYTES);
      const expiry = Buffer.alloc(8);
      expiry.writeBigUInt64BE(BigInt(now + CHALLENGE_SECONDS * 1000));
      return new Uint8Array(Buffer.concat([nonce, expiry, mac(nonce, expiry, purpose)]));
    },
    read(challenge, purpose, now = Date.now()) {
      const bytes = Buffer.from(challenge, 'base64url');
      if (bytes.length !== NONCE_BYTES + 8 + MAC_BYTES) return null;
      const nonce = bytes.subarray(0, NONCE_BYTES);
      const expiry = bytes.subarray(NONCE_BYTES, NONCE_BYTES + 8);
      if (!timingSafeEqual(bytes.subarray(NONCE_BYTES + 8), mac(nonce, expiry, purpose))) {
        return null;
      }
      if (Number(expiry.readBigUInt64BE()) <= now) return null;
      return nonce.toString('base64url');
    },
  };
};

export type WebAuthn = { rp: RelyingParty; challenges: PasskeyChallenges };

/** The relying party and its challenges, for the routes that use passkeys. */
export const webAuthnFor = (config: { publicUrl: string; authSecret: string }): WebAuthn => ({
  rp: relyingParty(config.publicUrl),
  challenges: passkeyChallenges(config.authSecret),
});

/** The transports WebAuthn defines; a browser may report others, which are not kept. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
export const knownTransports = (values: readonly string[] | undefined) =>
  (values ?? []).filter((t) => TRANSPORTS.has(t)) as AuthenticatorTransportFuture[];

/** A stored passkey as WebAuthn options name it: its id and how the browser may reach it. */
export const credentialDescriptor = (passkey: { credentialId: string; transports: string }) => ({
  id: passkey.credentialId,
  transports: knownTransports(passkey.transports.split(',')),
});
