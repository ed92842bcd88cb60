import { createHmac } from 'node:crypto';

// RFC 6238 written here from the RFC, independent of the plugin the server uses, so a test's
// codes are another implementation's (checked against the RFC's own vectors in totp.test.ts).

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

export const totp = (
  key: Buffer,
  { at = Date.now(), step = 30, digits = 6, algorithm = 'sha1' } = {},
): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / step)));
  const mac = createHmac(algorithm, key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

/** The code an app set up from this otpauth:// address shows at `at`. */
export const codeFor = (otpauthUri: string, at = Date.now()): string => {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error('no secret in the otpauth address');
  return totp(base32Decode(secret), { at });
};
