import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An encrypted archive: MAGIC, a 12-byte nonce, the AES-256-GCM ciphertext of the .tar.gz,
 * and the 16-byte tag last (the tag is known only once everything is written, so it trails).
 */
export const ENCRYPTED_MAGIC = Buffer.from('RAMPART-BACKUP-AES256GCM-1\n');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export const encryptingStream = (key: Buffer): Transform => {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  // The magic and nonce are authenticated too: a changed header fails like a changed byte.
  cipher.setAAD(Buffer.concat([ENCRYPTED_MAGIC, nonce]));
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([ENCRYPTED_MAGIC, nonce]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(Buffer.concat([ENCRYPTED_MAGIC, nonce]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
};

/** Whether the file starts like an encrypted archive. */
export const isEncrypted = async (path: string): Promise<boolean> => {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ENCRYPTED_MAGIC);
  } finally {
    await handle.close();
  }
};

export class BackupRefused extends Error {}

/**
 * Decrypts the whole archive into `plainPath` and checks the tag before anything reads it: GCM
 * proves the bytes only at the end, so nothing is restored from a file not yet proven.
 */
export const decryptToFile = async (
  path: string,
  key: Buffer | null,
  plainPath: string,
): Promise<void> => {
  if (!key)
    throw new BackupRefused('This backup is encrypted: set BACKUP_KEY to the key it was made with');
  const handle = await open(path, 'r');
  const { size } = await handle.stat();
  const header = Buffer.alloc(ENCRYPTED_MAGIC.length + NONCE_BYTES);
  await handle.read(header, 0, header.length, 0);
  const tag = Buffer.alloc(TAG_BYTES);
  await handle.read(tag, 0, TAG_BYTES, Math.max(0, size - TAG_BYTES));
  await handle.close();
  if (size < header.length + TAG_BYTES)
    throw new BackupRefused('The encrypted backup is cut short');
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(ENCRYPTED_MAGIC.length));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  const body = createReadStream(path, { start: header.length, end: size - TAG_BYTES - 1 });
  try {
    await pipeline(body as Readable, decipher, createWriteStream(plainPath, { mode: 0o600 }));
  } catch {
    await rm(plainPath, { force: true });
    throw new BackupRefused(
      'The encrypted backup does not open with this BACKUP_KEY: the key is wrong or the file was changed',
    );
  }
};
