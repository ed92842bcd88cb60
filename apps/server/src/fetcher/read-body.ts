// Reads a response body into memory within a byte limit that holds for both the bytes on the
// wire and the decoded bytes, so a small compressed body cannot inflate past the limit: the
// decoder is stopped at the first chunk over it.
import type { IncomingMessage } from 'node:http';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createUnzip } from 'node:zlib';

export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The body is larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLarge';
  }
}

export class UnsupportedEncoding extends Error {
  constructor(readonly encoding: string) {
    super(`Unsupported Content-Encoding "${encoding}"`);
    this.name = 'UnsupportedEncoding';
  }
}

/** The encodings the decoders below handle, for Accept-Encoding. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

const decoderFor = (encoding: string): Transform | null => {
  switch (encoding) {
    case 'identity':
    case '':
      return null;
    case 'gzip':
    case 'x-gzip':
    case 'deflate': // createUnzip detects gzip or zlib framing from the header bytes
      return createUnzip();
    case 'br':
      return createBrotliDecompress();
    default:
      throw new UnsupportedEncoding(encoding);
  }
};

/**
 * Encodings applied one over another that are decoded at most: a server that lists "gzip" a
 * thousand times would otherwise get a thousand zlib streams (and their memory) for one body.
 */
export const MAX_ENCODINGS = 2;

/** Decoders in the order to apply them: the header lists encodings in the order applied. */
const decodersFor = (header: string | undefined): Transform[] => {
  const encodings = (header ?? '')
    .split(',')
    .map((encoding) => encoding.trim().toLowerCase())
    .filter((encoding) => encoding !== '' && encoding !== 'identity');
  if (encodings.length > MAX_ENCODINGS) {
    throw new UnsupportedEncoding(`${encodings.length} layers (${MAX_ENCODINGS} at most)`);
  }
  return encodings
    .map(decoderFor)
    .filter((decoder): decoder is Transform => decoder !== null)
    .reverse();
};

const byteLimit = (maxBytes: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new BodyTooLarge(maxBytes) : null, chunk);
    },
  });
};

export const readBody = async (
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  /** The caller keeps the first bytes of a longer body: read up to the limit, even then. */
  truncate = false,
): Promise<Buffer> => {
  const announced = Number(response.headers['content-length']);
  if (!truncate && Number.isFinite(announced) && announced > maxBytes) {
    response.destroy();
    throw new BodyTooLarge(maxBytes);
  }
  const decoders = decodersFor(response.headers['content-encoding']);
  const chunks: Buffer[] = [];
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.push(chunk);
        return callback(new BodyTooLarge(maxBytes));
      }
      chunks.push(chunk);
      callback();
    },
  });
  try {
    await pipeline([response, byteLimit(maxBytes), ...decoders, sink], { signal });
  } catch (error) {
    // Cut at the limit, whichever stage passed it: what was decoded so far is the body.
    if (truncate && error instanceof BodyTooLarge) {
      return Buffer.concat(chunks).subarray(0, maxBytes);
    }
    throw error;
  }
  return Buffer.concat(chunks, size);
};
