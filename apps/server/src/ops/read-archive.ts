import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { tableSummer, type TableSum } from '@rampart/db/transfer';
import { BackupRefused } from './archive-crypto.ts';

/** Calls `onEntry` for each entry of a plain (decrypted) .tar.gz in order, with its bytes. */
export const eachEntry = async (
  path: string,
  onEntry: (name: string, body: Readable) => Promise<void>,
): Promise<void> => {
  const extract = tar.extract();
  const reading = (async () => {
    try {
      for await (const entry of extract) {
        await onEntry(entry.header.name, entry as unknown as Readable);
        // Whatever the handler left unread is skipped, so the next entry can come.
        entry.resume();
      }
    } catch (error) {
      // Stops the file reading too, so a refused entry leaves nothing open behind it.
      extract.destroy(error as Error);
      throw error;
    }
  })();
  try {
    const piping = pipeline(createReadStream(path), createGunzip(), extract);
    // Both settle; the handler's error, if any, is the one that explains the failure.
    const [piped, read] = await Promise.allSettled([piping, reading]);
    if (read.status === 'rejected') throw read.reason;
    if (piped.status === 'rejected') throw piped.reason;
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_') || /tar|header|unexpected end/i.test((error as Error).message)) {
      throw new BackupRefused(`The backup archive is damaged: ${(error as Error).message}`);
    }
    throw error;
  }
};

/** An ndjson entry's lines, in order (JSON text never holds a raw newline). */
export async function* ndjsonLines(body: Readable): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of body) {
    const text = rest + (chunk as Buffer).toString('utf8');
    const lines = text.split('\n');
    rest = lines.pop()!;
    for (const line of lines) yield line;
  }
  if (rest !== '') throw new BackupRefused('A table in the backup ends in the middle of a row');
}

/** A table entry's row count and checksum, computed the way the dump computed them. */
export const sumEntry = async (body: Readable): Promise<TableSum> => {
  const summer = tableSummer();
  let page: string[] = [];
  for await (const line of ndjsonLines(body)) {
    page.push(line);
    if (page.length >= 500) {
      summer.add(page);
      page = [];
    }
  }
  summer.add(page);
  return summer.done();
};

export const sha256Entry = async (
  body: Readable,
): Promise<{ sizeBytes: number; sha256: string }> => {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for await (const chunk of body) {
    hash.update(chunk as Buffer);
    sizeBytes += (chunk as Buffer).length;
  }
  return { sizeBytes, sha256: hash.digest('hex') };
};
