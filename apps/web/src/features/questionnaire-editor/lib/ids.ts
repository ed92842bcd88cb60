const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A new section, question, option or edit id: the time in base 36 plus 6 random characters,
 * with a prefix (spec §9). crypto.getRandomValues works outside secure contexts too (plain
 * http on a LAN), where crypto.randomUUID does not exist.
 */
export const newId = (prefix: string): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  let random = '';
  for (const b of bytes) random += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${Date.now().toString(36)}${random}`;
};
