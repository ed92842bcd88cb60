const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A request id: the time in base 36 plus 6 random characters (spec §9), for log correlation. */
export const requestId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  let random = '';
  for (const b of bytes) random += ALPHABET[b % ALPHABET.length];
  return `${Date.now().toString(36)}-${random}`;
};
