import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { ApiError } from './api-client.ts';
import { createSseParser, postEventStream, type SseFrame } from './event-stream.ts';

const STREAM =
  'event: start\ndata: {"a":1}\n\n: a comment\n\nevent: delta\ndata: {"text":"Hi "}\n\n' +
  'event: delta\r\ndata: {"text":"there"}\r\n\r\ndata: one\rdata: two\r\rdata:x\n\n';

const FRAMES: SseFrame[] = [
  { event: 'start', data: '{"a":1}' },
  { event: 'delta', data: '{"text":"Hi "}' },
  { event: 'delta', data: '{"text":"there"}' },
  { event: 'message', data: 'one\ntwo' },
  { event: 'message', data: 'x' },
];

describe('createSseParser', () => {
  it('reads event and data fields, comments, LF, CR and CRLF lines, multi-line data', () => {
    const p = createSseParser();
    expect(p.feed(STREAM)).toEqual(FRAMES);
    expect(p.end()).toEqual([]);
  });

  it('holds an incomplete frame until its blank line arrives', () => {
    const p = createSseParser();
    expect(p.feed('event: delta\ndata: {"te')).toEqual([]);
    expect(p.feed('xt":"x"}\r')).toEqual([]);
    expect(p.feed('\n\r\n')).toEqual([{ event: 'delta', data: '{"text":"x"}' }]);
  });

  it('gives a frame the stream closed without its blank line at the end', () => {
    const p = createSseParser();
    expect(p.feed('event: job\ndata: {"a":1}')).toEqual([]);
    expect(p.end()).toEqual([{ event: 'job', data: '{"a":1}' }]);
  });

  it('gives the same frames however the stream is cut (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: STREAM.length }), { maxLength: 12 }),
        (cuts) => {
          const points = [...new Set([0, ...cuts, STREAM.length])].sort((a, b) => a - b);
          const p = createSseParser();
          const got = points.slice(1).flatMap((end, i) => p.feed(STREAM.slice(points[i], end)));
          expect([...got, ...p.end()]).toEqual(FRAMES);
        },
      ),
    );
  });
});

describe('postEventStream', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', { localStorage: { getItem: () => null } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('decodes JSON frames, skipping those that are not JSON or that decode to null', async () => {
    fetchMock.mockResolvedValue(
      new Response('event: a\ndata: 1\n\nevent: a\ndata: nope\n\nevent: b\ndata: 2\n\ndata: 3', {
        status: 200,
      }),
    );
    const seen: string[] = [];
    await postEventStream(
      '/x',
      { q: 1 },
      {
        decode: (type, data) => (type === 'a' ? `${type}${String(data)}` : null),
        onEvent: (e) => seen.push(e),
      },
    );
    expect(seen).toEqual(['a1']);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"q":1}' });
    expect(init.headers).toMatchObject({
      accept: 'text/event-stream',
      'content-type': 'application/json',
    });
  });

  it('rethrows the abort of its signal, not a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('Aborted', 'AbortError');
    fetchMock.mockRejectedValue(abortError);
    const err: unknown = await postEventStream(
      '/x',
      {},
      { signal: controller.signal, decode: () => null, onEvent: () => {} },
    ).catch((e: unknown) => e);
    expect(err).toBe(abortError);
    expect(err).not.toBeInstanceOf(ApiError);
  });
});
