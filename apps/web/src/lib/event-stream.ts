import { getForResponse, postForResponse, toError } from './api-client.ts';

/** One Server-Sent Event as received: its type (default "message") and its data lines joined. */
export type SseFrame = { event: string; data: string };

/**
 * An incremental parser of `text/event-stream` (the WHATWG rules that matter here: `event:` and
 * `data:` fields, `:` comments, LF, CR or CRLF lines). Feed it text as it arrives, in chunks cut
 * anywhere, and it returns the frames completed so far; `end()` returns a last frame the stream
 * closed without its blank line.
 */
export const createSseParser = () => {
  let buffer = '';
  let type = '';
  let data: string[] = [];

  const dispatch = (out: SseFrame[]) => {
    if (data.length > 0) out.push({ event: type || 'message', data: data.join('\n') });
    type = '';
    data = [];
  };

  const readLine = (line: string, out: SseFrame[]) => {
    if (line === '') return dispatch(out);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  };

  return {
    feed(chunk: string): SseFrame[] {
      buffer += chunk;
      // A trailing \r may be the first half of a \r\n: keep it until the next chunk.
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = buffer.slice(0, buffer.length - held.length).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + held;
      const out: SseFrame[] = [];
      for (const line of lines) readLine(line, out);
      return out;
    },
    end(): SseFrame[] {
      const out: SseFrame[] = [];
      if (buffer) readLine(buffer.replace(/\r$/, ''), out);
      buffer = '';
      dispatch(out);
      return out;
    },
  };
};

type EventStreamOptions<T> = {
  signal?: AbortSignal;
  decode: (type: string, data: unknown) => T | null;
  onEvent: (event: T) => void;
};

/**
 * POSTs `body` as JSON and reads the answer as Server-Sent Events, with fetch (EventSource cannot
 * POST). Headers, credentials and the errors of a refusal are the API client's. Each frame's data
 * is parsed as JSON and given to `decode` with the frame's type; what it returns, unless null,
 * goes to `onEvent` as soon as the frame arrives. Frames whose data is not JSON are skipped.
 * Resolves when the stream ends; aborting `signal` stops the request or the reading, rejecting
 * with the abort error.
 */
export const postEventStream = async <T>(
  path: string,
  body: unknown,
  opts: EventStreamOptions<T>,
): Promise<void> => {
  const res = await postForResponse(path, body, {
    accept: 'text/event-stream',
    signal: opts.signal,
  });
  await readEventStream(res, opts);
};

/** The same for a GET stream (a feed the server keeps open, such as the unread count). */
export const getEventStream = async <T>(path: string, opts: EventStreamOptions<T>): Promise<void> =>
  readEventStream(
    await getForResponse(path, { accept: 'text/event-stream', signal: opts.signal }),
    opts,
  );

const readEventStream = async <T>(res: Response, opts: EventStreamOptions<T>): Promise<void> => {
  if (!res.body) throw toError(res, null);

  const deliver = (frames: SseFrame[]) => {
    for (const frame of frames) {
      let data: unknown;
      try {
        data = JSON.parse(frame.data);
      } catch {
        continue;
      }
      const event = opts.decode(frame.event, data);
      if (event !== null) opts.onEvent(event);
    }
  };

  const parser = createSseParser();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    deliver(parser.feed(value));
  }
  deliver(parser.end());
};
