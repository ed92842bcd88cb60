import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';
import { AppError, invalid } from '../../../errors.ts';

// Reading an uploaded zip, which is untrusted: names are checked by yauzl (no absolute paths,
// no "..", no backslashes), sizes are checked against the central directory as entries are
// read, and nothing is extracted anywhere a name chooses.

const MAX_ENTRIES = 1_100_000;
/**
 * What the entries may expand to, against the zip's own size: rows compress about tenfold and
 * stored files (PDFs, images) hardly at all, so a zip that would grow past this is a bomb.
 */
const MAX_EXPANSION = 100;
const EXPANSION_ALLOWANCE = 64 * 1024 * 1024;

export type ZipIndex = {
  entries: Map<string, yauzl.Entry>;
  open(name: string): Promise<Readable>;
  close(): void;
};

const refused = (message: string) => invalid('file', message);

/** The zip's entries by name; refuses what is not a plain, readable zip. */
export const openZip = (path: string): Promise<ZipIndex> =>
  new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (error, zip) => {
        if (error || !zip) {
          reject(refused(`The file is not a readable zip: ${error?.message ?? 'no entries'}`));
          return;
        }
        if (zip.entryCount > MAX_ENTRIES) {
          zip.close();
          reject(refused('The zip holds too many entries to be an export of Rampart'));
          return;
        }
        const entries = new Map<string, yauzl.Entry>();
        let expanded = 0;
        const fail = (e: Error) => {
          zip.close();
          reject(e instanceof AppError ? e : refused(`The zip is damaged: ${e.message}`));
        };
        zip.on('error', fail);
        zip.on('entry', (entry: yauzl.Entry) => {
          if (entry.fileName.endsWith('/')) return zip.readEntry();
          if (entries.has(entry.fileName)) {
            return fail(refused(`The zip holds ${entry.fileName} twice`));
          }
          if ((entry.generalPurposeBitFlag & 0x1) !== 0) {
            return fail(refused('The zip is encrypted: export it again from Rampart'));
          }
          entries.set(entry.fileName, entry);
          expanded += entry.uncompressedSize;
          if (expanded > zip.fileSize * MAX_EXPANSION + EXPANSION_ALLOWANCE) {
            return fail(refused('The zip would expand far beyond what an export holds'));
          }
          zip.readEntry();
        });
        zip.on('end', () =>
          resolve({
            entries,
            open: (name) =>
              new Promise((done, failed) => {
                const entry = entries.get(name);
                if (!entry) return failed(refused(`The zip has no ${name}`));
                zip.openReadStream(entry, (e, stream) => {
                  if (e || !stream) return failed(refused(`${name} cannot be read: ${e?.message}`));
                  // The reader sees the entry's errors as it reads; one emitted after it stopped
                  // (damaged data inflating on) must not go unhandled and end the process.
                  stream.on('error', () => undefined);
                  done(stream);
                });
              }),
            close: () => zip.close(),
          }),
        );
        zip.readEntry();
      },
    );
  });

/**
 * An error of the zip's own bytes (inflating, sizes, structure) rather than of the disk: zlib's
 * carry a `Z_` code, yauzl's none; the disk's carry an errno and stay the server's.
 */
export const isZipError = (error: unknown): boolean => {
  if (error instanceof AppError) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code.startsWith('Z_');
  return !(error instanceof Error && 'errno' in error);
};

const damaged = (name: string, error: unknown): unknown =>
  isZipError(error) ? refused(`${name} is damaged: ${(error as Error).message}`) : error;

/** The entry's bytes, refused past `maxBytes` (read whole: the manifest only). */
export const readEntryText = async (
  zip: ZipIndex,
  name: string,
  maxBytes: number,
): Promise<string> => {
  const entry = zip.entries.get(name);
  if (!entry)
    throw refused(`The zip has no ${name}: it is not an export of a Rampart organisation`);
  if (entry.uncompressedSize > maxBytes) throw refused(`${name} is larger than an export writes`);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await zip.open(name)) chunks.push(chunk as Buffer);
  } catch (error) {
    throw damaged(name, error);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * An ndjson entry's lines in order; a line longer than `maxLine` characters is refused. A line
 * is joined once, from the pieces it arrived in (never re-copied per chunk).
 */
export async function* entryLines(
  zip: ZipIndex,
  name: string,
  maxLine: number,
): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pieces: string[] = [];
  let length = 0;
  const body = await zip.open(name);
  const chunks = body[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<unknown>;
    try {
      next = await chunks.next();
    } catch (error) {
      throw damaged(name, error);
    }
    if (next.done) break;
    const text = decoder.write(next.value as Buffer);
    let from = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
      pieces.push(text.slice(from, nl));
      yield pieces.join('');
      pieces = [];
      length = 0;
      from = nl + 1;
    }
    if (from < text.length) {
      pieces.push(text.slice(from));
      length += text.length - from;
      if (length > maxLine) {
        body.destroy();
        throw refused(`${name} has a line longer than an export writes`);
      }
    }
  }
  const rest = pieces.join('') + decoder.end();
  if (rest !== '') throw refused(`${name} ends in the middle of a row`);
}
