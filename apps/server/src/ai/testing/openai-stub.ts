import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * A local server that speaks OpenAI's POST /v1/chat/completions (JSON and `stream: true` SSE),
 * scripted per test, so AI tests exercise the real SDK and HTTP without the internet. It also
 * answers Anthropic's POST /v1/messages with text (JSON or streamed), to check that provider.
 */
export type StubUsage = { prompt_tokens: number; completion_tokens: number };

type Common = {
  delayMs?: number;
  /** The reply waits until this settles: the test decides when the model answers. */
  hold?: Promise<unknown>;
  usage?: StubUsage;
};
export type StubReply = Common &
  (
    | { text: string; chunks?: string[] }
    /** Sent as the message text (what structured outputs come back as). */
    | { json: unknown }
    | { toolCalls: { name: string; arguments: unknown; id?: string }[] }
    /** An HTTP error with an OpenAI-style error body. */
    | { status: number; message?: string; headers?: Record<string, string> }
    /** 200 with a body that is not JSON. */
    | { malformed: true }
    /** A stream that sends these chunks and then drops the connection. */
    | { dropAfter: string[] }
    /**
     * A stream that sends these chunks and then nothing more, holding the connection open
     * until the client leaves (a provider that stalls mid-answer).
     */
    | { stallAfter: string[] }
  );

export type StubRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
};

export type OpenAiStub = {
  /** Base URL for AI_BASE_URL, ending in /v1. */
  url: string;
  /** Queues replies, served in order, one per request. */
  reply(...replies: StubReply[]): void;
  requests: StubRequest[];
  /** Requests that found the queue empty (answered 500). */
  unscripted: number;
  pending(): number;
  reset(): void;
  close(): Promise<void>;
};

export const DEFAULT_STUB_USAGE: StubUsage = { prompt_tokens: 12, completion_tokens: 8 };
const MODEL = 'stub-model';

const usageBody = (u: StubUsage) => ({ ...u, total_tokens: u.prompt_tokens + u.completion_tokens });

const message = (r: StubReply) => {
  if ('toolCalls' in r) {
    return {
      message: {
        role: 'assistant',
        content: null,
        tool_calls: r.toolCalls.map((c, i) => ({
          id: c.id ?? `call_${i + 1}`,
          type: 'function',
          function: { name: c.name, arguments: JSON.stringify(c.arguments) },
        })),
      },
      finish_reason: 'tool_calls',
    };
  }
  const content = 'json' in r ? JSON.stringify(r.json) : 'text' in r ? r.text : '';
  return { message: { role: 'assistant', content }, finish_reason: 'stop' };
};

const sendJson = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const chunk = (res: ServerResponse, data: unknown) =>
  res.write(`data: ${JSON.stringify(data)}\n\n`);

const stream = async (
  res: ServerResponse,
  r: StubReply,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any,
) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-stub', object: 'chat.completion.chunk', created: 1, model: MODEL };
  const delta = (d: object, finish: string | null = null) =>
    chunk(res, { ...base, choices: [{ index: 0, delta: d, finish_reason: finish }] });
  delta({ role: 'assistant', content: '' });
  if ('dropAfter' in r) {
    for (const c of r.dropAfter) delta({ content: c });
    // Let the chunks reach the client before the connection goes.
    await delay(30);
    res.destroy();
    return;
  }
  if ('stallAfter' in r) {
    for (const c of r.stallAfter) delta({ content: c });
    await new Promise((resolve) => res.once('close', resolve));
    return;
  }
  const m = message(r);
  if ('toolCalls' in r) {
    m.message.tool_calls?.forEach((call, index) => delta({ tool_calls: [{ index, ...call }] }));
  } else {
    const text = m.message.content ?? '';
    const parts = 'chunks' in r && r.chunks ? r.chunks : (text.match(/\S+\s*/g) ?? []);
    for (const p of parts) delta({ content: p });
  }
  delta({}, m.finish_reason);
  if (body?.stream_options?.include_usage) {
    chunk(res, { ...base, choices: [], usage: usageBody(r.usage ?? DEFAULT_STUB_USAGE) });
  }
  res.write('data: [DONE]\n\n');
  res.end();
};

/** Anthropic's POST /v1/messages, text only: enough to test that provider. */
const anthropicMessage = (r: StubReply) => {
  const u = r.usage ?? DEFAULT_STUB_USAGE;
  const text = 'json' in r ? JSON.stringify(r.json) : 'text' in r ? r.text : '';
  return {
    id: 'msg_stub',
    type: 'message',
    role: 'assistant',
    model: 'stub-claude',
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: u.prompt_tokens, output_tokens: u.completion_tokens },
  };
};

/** Anthropic's POST /v1/messages with `stream: true`: its named server-sent events. */
const anthropicStream = (res: ServerResponse, r: StubReply) => {
  const m = anthropicMessage(r);
  const event = (type: string, data: object) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  event('message_start', {
    message: { ...m, content: [], stop_reason: null, usage: { ...m.usage, output_tokens: 0 } },
  });
  event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  const text = m.content[0]!.text;
  const parts = 'chunks' in r && r.chunks ? r.chunks : (text.match(/\S+\s*/g) ?? []);
  for (const p of parts) {
    event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: p } });
  }
  event('content_block_stop', { index: 0 });
  event('message_delta', {
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: m.usage.output_tokens },
  });
  event('message_stop', {});
  res.end();
};

const parseBody = (raw: string): unknown => {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return raw;
  }
};

export const startOpenAiStub = async (): Promise<OpenAiStub> => {
  const queue: StubReply[] = [];
  const stub = {
    requests: [] as StubRequest[],
    unscripted: 0,
  };
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(parts).toString('utf8');
        const body = parseBody(raw);
        stub.requests.push({ path: req.url ?? '', headers: req.headers, body });
        const anthropic = req.url?.endsWith('/messages') ?? false;
        if (req.method !== 'POST' || !(anthropic || req.url?.endsWith('/chat/completions'))) {
          return sendJson(res, 404, { error: { message: 'not found', type: 'invalid_request' } });
        }
        const r = queue.shift();
        if (!r) {
          stub.unscripted += 1;
          return sendJson(res, 500, { error: { message: 'openai-stub: no scripted reply' } });
        }
        if (r.delayMs) {
          // A client that gives up (a timeout) ends the wait: nothing is left running.
          const gone = new AbortController();
          res.once('close', () => gone.abort());
          await delay(r.delayMs, undefined, { signal: gone.signal }).catch(() => {});
        }
        if (r.hold) {
          const gone = new Promise((resolve) => res.once('close', resolve));
          await Promise.race([r.hold, gone]);
        }
        if (res.destroyed) return;
        if ('status' in r) {
          return sendJson(
            res,
            r.status,
            { error: { message: r.message ?? `stub error ${r.status}`, type: 'stub', code: null } },
            r.headers,
          );
        }
        if ('malformed' in r) {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('{"id": "chatcmpl-stub", "choices": [ this is not json');
        }
        if (anthropic) {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          if ((body as any)?.stream) return anthropicStream(res, r);
          return sendJson(res, 200, anthropicMessage(r));
        }
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        if ((body as any)?.stream) return stream(res, r, body);
        return sendJson(res, 200, {
          id: 'chatcmpl-stub',
          object: 'chat.completion',
          created: 1,
          model: MODEL,
          choices: [{ index: 0, ...message(r) }],
          usage: usageBody(r.usage ?? DEFAULT_STUB_USAGE),
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}/v1`,
    reply: (...replies: StubReply[]) => {
      queue.push(...replies);
    },
    pending: () => queue.length,
    reset: () => {
      queue.length = 0;
      stub.requests.length = 0;
      stub.unscripted = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
};
