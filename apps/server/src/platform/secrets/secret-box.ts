import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Stored secrets (the vendor hub's integration key today; SSO client secrets, SCIM and webhook
// secrets as they come) are sealed with AES-256-GCM before they reach the database (decision 031).
// A sealed value names the key that sealed it, so keys can be rotated: the first key of
// SECRETS_KEYS seals, every listed key opens, and each start re-seals what an older key sealed.

export type SecretKey = { id: string; key: Buffer };

/** Where a sealed value belongs (table, column, organisation): it opens nowhere else. */
export type SecretContext = string;

export type SecretBox = {
  seal(plain: string, context: SecretContext): string;
  /** The plain text; a value stored before sealing existed is returned as it is. */
  open(stored: string, context: SecretContext): string;
  /** Sealed by the current key: nothing to re-seal. */
  isCurrent(stored: string): boolean;
};

const PREFIX = 'rs1';

export class SecretUnreadable extends Error {
  constructor(reason: string) {
    super(`A stored secret cannot be opened: ${reason}`);
    this.name = 'SecretUnreadable';
  }
}

/** The key used when SECRETS_KEYS is not set: derived from AUTH_SECRET, never stored. */
export const derivedSecretKey = (authSecret: string): SecretKey => ({
  id: 'auth',
  key: Buffer.from(hkdfSync('sha256', authSecret, 'rampart', 'stored secrets v1', 32)),
});

const b64 = (b: Buffer) => b.toString('base64url');

export const createSecretBox = (keys: readonly SecretKey[]): SecretBox => {
  const current = keys[0];
  if (!current) throw new Error('At least one secrets key is needed');
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [PREFIX, current.id, b64(iv), b64(body), b64(cipher.getAuthTag())].join('.');
    },
    open(stored, context) {
      if (!stored.startsWith(`${PREFIX}.`)) return stored;
      const [, id, iv, body, tag] = stored.split('.');
      const key = id === undefined ? undefined : byId.get(id);
      if (!key || iv === undefined || body === undefined || tag === undefined) {
        throw new SecretUnreadable(`sealed by key "${id ?? ''}", which SECRETS_KEYS does not list`);
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretUnreadable('it was changed, or belongs to another record');
      }
    },
    isCurrent: (stored) => stored.startsWith(`${PREFIX}.${current.id}.`),
  };
};
