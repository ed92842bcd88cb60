import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { OutputParseError } from '../providers/model-client.ts';
import { isRetryable, withRetries } from './retry.ts';

const apiError = (statusCode?: number) =>
  new APICallError({
    message: `status ${statusCode}`,
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    ...(statusCode === undefined ? { isRetryable: true } : {}),
  });

const named = (name: string) => Object.assign(new Error(name), { name });

describe('isRetryable', () => {
  it.each<[string, unknown, boolean]>([
    ['500', apiError(500), true],
    ['502', apiError(502), true],
    ['503', apiError(503), true],
    ['429', apiError(429), true],
    ['408', apiError(408), true],
    ['network (no status)', apiError(undefined), true],
    ['timeout', named('TimeoutError'), true],
    ['abort by the SDK timeout', named('AbortError'), true],
    ['400', apiError(400), false],
    ['401', apiError(401), false],
    ['404', apiError(404), false],
    ['schema failure', new OutputParseError('x', { inputTokens: 1, outputTokens: 1 }), false],
    ['our own error', new AppError('INVALID_REQUEST', 'x'), false],
    ['a plain bug', new TypeError('x is undefined'), false],
  ])('%s -> %s', (_label, err, expected) => {
    expect(isRetryable(err)).toBe(expected);
  });

  it('does not retry when the caller gave up', () => {
    const c = new AbortController();
    c.abort();
    expect(isRetryable(apiError(500), c.signal)).toBe(false);
  });
});

describe('withRetries (3 attempts, 1 s base, doubling)', () => {
  const run = async (outcomes: unknown[]) => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        const o = outcomes[calls++];
        if (o instanceof Error) throw o;
        return o;
      },
      {
        attempts: 3,
        baseMs: 1000,
        sleep: async (ms) => {
          waits.push(ms);
        },
        retryable: (e) => isRetryable(e),
      },
    ).catch((e: unknown) => e);
    return { result, waits, calls };
  };

  it('succeeds first time without waiting', async () => {
    expect(await run(['ok'])).toEqual({ result: 'ok', waits: [], calls: 1 });
  });
  it('retries a 500 once: 2 calls, 1 s wait', async () => {
    expect(await run([apiError(500), 'ok'])).toEqual({ result: 'ok', waits: [1000], calls: 2 });
  });
  it('waits 1 s then 2 s', async () => {
    const r = await run([apiError(503), apiError(500), 'ok']);
    expect(r).toEqual({ result: 'ok', waits: [1000, 2000], calls: 3 });
  });
  it('gives up after 3 attempts with the last error', async () => {
    const last = apiError(502);
    const r = await run([apiError(500), apiError(500), last, 'never']);
    expect(r).toEqual({ result: last, waits: [1000, 2000], calls: 3 });
  });
  it('does not retry a 400', async () => {
    const bad = apiError(400);
    expect(await run([bad, 'never'])).toEqual({ result: bad, waits: [], calls: 1 });
  });
});
