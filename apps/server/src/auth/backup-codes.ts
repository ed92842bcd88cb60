import { createHmac, hkdfSync, randomInt } from 'node:crypto';

/**
 * Backup codes for the two-factor plugin, kept as HMAC-SHA-256 digests (decision 032). The
 * plugin stores whatever its `encrypt` hook returns and checks a code by looking for it in what
 * `decrypt` gives back; Rampart hands it digests on both sides: the list is digested before it is
 * stored, and a code someone types is digested before the plugin looks for it. A code is never
 * stored, and the digests are useless without the server's key.
 */
export const BACKUP_CODE_COUNT = 10;

/** Lower-case letters and digits without the look-alikes (0 o 1 l i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const DIGEST_PREFIX = 'bc1:';

/** Ten codes such as `k7pqm-x3vtr`: 50 bits each, read out over a phone without confusion. */
export const generateBackupCodes = (): string[] =>
  Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });

/** What a person typed, as it was issued: case, spaces and the dash do not matter. */
const normalize = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export type BackupCodeDigests = {
  /** The digest the plugin looks for when someone types `code`. */
  digest(code: string): string;
  /** The plugin's storage hooks: digests in, digests out. */
  store: { encrypt(json: string): Promise<string>; decrypt(stored: string): Promise<string> };
};

export const backupCodeDigests = (authSecret: string): BackupCodeDigests => {
  const key = Buffer.from(
    hkdfSync('sha256', authSecret, Buffer.alloc(0), 'rampart backup codes', 32),
  );
  const digest = (code: string) =>
    DIGEST_PREFIX + createHmac('sha256', key).update(normalize(code)).digest('base64url');
  // The plugin writes the list twice: new codes (plain) and what is left after one is used
  // (already digests). Digests pass through; a code never starts with the prefix.
  const digestAll = (codes: unknown[]) =>
    codes.map((c) => (String(c).startsWith(DIGEST_PREFIX) ? String(c) : digest(String(c))));
  return {
    digest,
    store: {
      encrypt: async (json) => JSON.stringify(digestAll(JSON.parse(json) as unknown[])),
      decrypt: async (stored) => stored,
    },
  };
};

/** How many unused codes a stored list holds; an unreadable list holds none. */
export const backupCodesLeft = (stored: string): number => {
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
};
