const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Ids as the spec describes them: a base-36 timestamp plus random characters, with a prefix.
 * The random part comes from the platform's CSPRNG (10 characters, about 51 bits).
 */
export const newId = (prefix: string): string => {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  let rand = '';
  for (const b of bytes) rand += ALPHABET[b % 36];
  return `${prefix}_${Date.now().toString(36)}${rand}`;
};

/** A URL-safe secret for invitation links. */
export const newToken = (): string => {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64url');
};
