import { z } from 'zod';
import type { SecretKey } from './platform/secrets/secret-box.ts';

// The settings about whom and what the server trusts: the proxies whose X-Forwarded-For hop is
// believed (decision 030) and the keys that seal stored secrets (decision 031).

/**
 * The proxies whose `X-Forwarded-For` hop is believed: none, the loopback and private networks
 * (`true`), or a list of addresses and CIDR ranges. The client's address is then the right-most
 * hop that is not one of them, so an address a client writes into the header itself is never
 * taken (decision 030).
 */
const PRIVATE_PROXIES = 'loopback, linklocal, uniquelocal';
const proxyEntry = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;
export const trustProxy = z
  .string()
  .default('false')
  .transform((raw, ctx) => {
    const v = raw.trim();
    if (['', 'false', '0'].includes(v)) return false as const;
    if (['true', '1'].includes(v)) return PRIVATE_PROXIES;
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !proxyEntry.test(e));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${bad}" is not true, false, an address, a CIDR range, loopback, linklocal or uniquelocal`,
      });
      return z.NEVER;
    }
    return entries.join(', ');
  });

/**
 * SECRETS_KEYS: `id:key` pairs, comma-separated, each key 32 bytes in base64; `auth` alone names
 * the key derived from AUTH_SECRET (the one used when SECRETS_KEYS is not set). The first seals,
 * all open (decision 031).
 */
export const secretsKeys = z
  .string()
  .optional()
  .transform((raw, ctx): (SecretKey | 'auth')[] | undefined => {
    if (raw === undefined || raw.trim() === '') return undefined;
    const keys: (SecretKey | 'auth')[] = [];
    const ids = new Set<string>();
    for (const entry of raw.split(',').map((e) => e.trim())) {
      const [id, encoded] = entry.split(':');
      if (id === undefined || ids.has(id)) {
        ctx.addIssue({ code: 'custom', message: `the key id "${id ?? ''}" is listed twice` });
        return z.NEVER;
      }
      ids.add(id);
      if (entry === 'auth') {
        keys.push('auth');
        continue;
      }
      const key = encoded ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
      if (!/^[A-Za-z0-9-]{1,32}$/.test(id) || key.length !== 32) {
        ctx.addIssue({
          code: 'custom',
          message: `"${id}:…" is not an id (letters, digits, hyphens) and a 32-byte key in base64`,
        });
        return z.NEVER;
      }
      keys.push({ id, key });
    }
    return keys;
  });
