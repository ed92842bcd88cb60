import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ChatStreamEvent } from '@rampart/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { streamAnswer } from './stream-answer.ts';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {
    localStorage: { getItem: (k: string) => (k === 'rampart.organizationId' ? 'org_1' : null) },
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A streamed body whose chunks the test releases one by one. */
const controlledBody = () => {
  let push!: (text: string | null) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) =>
        text === null ? controller.close() : controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return { body, push: (text: string | null) => push(text) };
};

const sse = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

describe('streamAnswer', () => {
  it('POSTs the question and hands over each event as soon as it arrives', async () => {
    const { body, push } = controlledBody();
    fetchMock.mockResolvedValue(
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    );
    const seen: ChatStreamEvent[] = [];
    const done = streamAnswer(
      'cnv_1',
      { content: 'Which risks?' },
      { onEvent: (e) => seen.push(e) },
    );

    push(sse('start', { conversationId: 'cnv_1', userMessageId: 'msg_1', engine: 'offline' }));
    push('event: delta\ndata: {"text":"Two ');
    await vi.waitFor(() => expect(seen.map((e) => e.type)).toEqual(['start']));
    push('risks"}\n\n');
    await vi.waitFor(() =>
      expect(seen.at(-1)).toEqual({ type: 'delta', data: { text: 'Two risks' } }),
    );
    push(sse('unknown', { x: 1 }));
    push(
      sse('done', {
        messageId: 'msg_2',
        engine: 'offline',
        confidence: 0.6,
        sources: [],
        intent: 'risks',
        tools: [],
        status: 'complete',
        title: 'Which risks?',
      }),
    );
    push(null);
    await done;
    expect(seen.map((e) => e.type)).toEqual(['start', 'delta', 'done']);

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/ai/conversations/cnv_1/messages');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"content":"Which risks?"}',
    });
    expect(init.headers).toMatchObject({
      accept: 'text/event-stream',
      'content-type': 'application/json',
      'organization-id': 'org_1',
    });
  });

  it('a refusal before the stream is an ApiError worded like the API client', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          success: false,
          error: {
            code: 'VALIDATION_ERROR',
            message: 'content: A question is at most 4,000 characters',
            details: [{ field: 'content', message: 'A question is at most 4,000 characters' }],
          },
        }),
        { status: 400 },
      ),
    );
    const err = await streamAnswer('c', { content: 'x' }, { onEvent: () => {} }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    const lost = await streamAnswer('c', { content: 'x' }, { onEvent: () => {} }).catch((e) => e);
    expect(lost.message).toBe(MESSAGES.unauthenticated);
  });

  it('a network failure is the catalogue’s unknown error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const err = await streamAnswer('c', { content: 'x' }, { onEvent: () => {} }).catch((e) => e);
    expect(err).toMatchObject({ code: 'NETWORK_ERROR', message: MESSAGES.unknown });
  });
});
