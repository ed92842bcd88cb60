import { Transform, type Readable, type Writable } from 'node:stream';

// The ops socket's framing: data in chunks of <4-byte length><bytes>; then a 0-length chunk
// and a JSON line (the outcome), or an 0xFFFFFFFF chunk and a JSON line (the error). A stream
// that ends without either was cut: the client never mistakes half an archive for a whole one.

const END = 0;
const FAIL = 0xffffffff;

const header = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export const frameWriter = (socket: Writable) => ({
  data: (chunk: Buffer) => socket.write(Buffer.concat([header(chunk.length), chunk])),
  end: (outcome: object) =>
    socket.end(Buffer.concat([header(END), Buffer.from(`${JSON.stringify(outcome)}\n`)])),
  fail: (message: string) =>
    socket.end(
      Buffer.concat([header(FAIL), Buffer.from(`${JSON.stringify({ error: message })}\n`)]),
    ),
});

export class OpsServerError extends Error {}

/**
 * The data as a stream, and the outcome once it has all come: rejected with the server's error,
 * or when the connection ends early.
 */
export const frameReader = (socket: Readable) => {
  let buffered = Buffer.alloc(0);
  let trailer: 'end' | 'fail' | null = null;
  let resolveOutcome!: (v: Record<string, unknown>) => void;
  let rejectOutcome!: (e: Error) => void;
  const outcome = new Promise<Record<string, unknown>>((res, rej) => {
    resolveOutcome = res;
    rejectOutcome = rej;
  });
  outcome.catch(() => undefined);
  const data = new Transform({
    transform(chunk: Buffer, _enc, done) {
      buffered = Buffer.concat([buffered, chunk]);
      while (trailer === null && buffered.length >= 4) {
        const n = buffered.readUInt32BE(0);
        if (n === END || n === FAIL) {
          trailer = n === END ? 'end' : 'fail';
          buffered = buffered.subarray(4);
        } else if (buffered.length >= 4 + n) {
          this.push(buffered.subarray(4, 4 + n));
          buffered = buffered.subarray(4 + n);
        } else break;
      }
      done();
    },
    flush(done) {
      const text = buffered.toString('utf8').trim();
      if (trailer === 'end') {
        resolveOutcome(JSON.parse(text || '{}') as Record<string, unknown>);
        return done();
      }
      const message =
        trailer === 'fail'
          ? ((JSON.parse(text) as { error: string }).error ?? 'failed')
          : 'The server closed the connection before the backup was complete';
      const error = new OpsServerError(message);
      rejectOutcome(error);
      done(error);
    },
  });
  socket.pipe(data);
  socket.on('error', (e) => data.destroy(e));
  return { data, outcome };
};
