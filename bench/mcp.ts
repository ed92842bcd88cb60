// `npm run bench:mcp` (issue 23 point 6): a tool call's latency through the MCP endpoint against
// the same REST call, in the same run, over loopback HTTP with the same API tokens. Both sides are
// timed alike: plain fetch, the answer read as JSON. The REST side GETs the route; the MCP side
// POSTs the very message the official MCP client (2026-07-28 revision) sends for the tool call:
// its headers and JSON-RPC body, taken from the client's own first call, a new id each time. The
// official client's whole call is timed too, as a third column: it adds work of its own after the
// answer (checking the message and the result against the tool's output schema), which is the
// client's and not the server's, so the target is read on the fetch column. Calls interleave, so
// every side shares the machine's state. Prints p50 and p95 and their ratios (target: ≤ 1.2×).
// Then webhooks: BENCH_CHANGES (1,000) risks made over REST, each timed from its answer (the
// change committed) to its signed event's arrival at a receiver here (target p95 ≤ 1 s).
// BENCH_CALLS (per side and call) tunes it. The server (bench/mcp-server.ts) runs in a process of
// its own on a fresh embedded database in a temp folder.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const CALLS = Number(process.env.BENCH_CALLS ?? 400);
const WARM_UP = 50;

/** A token makes at most 600 requests a minute: calls rotate over several, alike on both sides. */
const TOKENS = 8;
// Webhook deliveries arrive here; each is timed against the moment its change was answered.
const arrived = new Map<string, number>();
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { id: string } };
    arrived.set(event.data.id, performance.now());
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const webhookPort = (receiver.address() as AddressInfo).port;

const server = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_PROFILE
      ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
      : []),
    '--import',
    'tsx',
    'bench/mcp-server.ts',
  ],
  {
    env: { ...process.env, BENCH_TOKENS: String(TOKENS), BENCH_WEBHOOK_PORT: String(webhookPort) },
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
const { base, tokens, riskId, cookie } = JSON.parse(line) as {
  base: string;
  tokens: string[];
  riskId: string;
  cookie: string;
};

/** The last tool call each official client sent, as it went on the wire. */
const sent = new Map<number, { headers: Record<string, string>; body: string }>();
const clients = await Promise.all(
  tokens.map(async (token, index) => {
    const client = new Client(
      { name: 'rampart-bench', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/api/mcp', base), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
        fetch: (url: string | URL, init?: RequestInit) => {
          if (typeof init?.body === 'string' && init.body.includes('"tools/call"')) {
            const headers: Record<string, string> = {};
            new Headers(init.headers).forEach((value, name) => (headers[name] = value));
            sent.set(index, { headers, body: init.body });
          }
          return fetch(url, init);
        },
      }),
    );
    await client.listTools();
    return client;
  }),
);

const rest = async (path: string, i: number) => {
  const res = await fetch(new URL(path, base), {
    headers: { authorization: `Bearer ${tokens[i % TOKENS]}` },
  });
  if (res.status !== 200) throw new Error(`REST ${path}: ${res.status}`);
  await res.json();
};
/** The official client's whole call: the request, the answer, and its own checks of the answer. */
const client = async (name: string, args: Record<string, unknown>, i: number) => {
  const result = await clients[i % TOKENS]!.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content)}`);
};
/** The message the official client sends for this call, as a plain fetch: as the REST side is. */
const wireCall = async (name: string, args: Record<string, unknown>) => {
  // Token 0's client makes the call once; its headers and body are the wire message.
  await client(name, args, 0);
  const { headers, body: sentBody } = sent.get(0)!;
  const body = JSON.parse(sentBody) as { id: unknown; params: { name: string } };
  if (body.params.name !== name) throw new Error(`no wire message for ${name}`);
  let id = 0;
  return async (i: number) => {
    const res = await fetch(new URL('/api/mcp', base), {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${tokens[i % TOKENS]}` },
      body: JSON.stringify({ ...body, id: `bench-${++id}` }),
    });
    if (res.status !== 200) throw new Error(`MCP ${name}: ${res.status}`);
    const answer = (await res.json()) as { error?: unknown; result?: { isError?: boolean } };
    if (answer.error || !answer.result || answer.result.isError) {
      throw new Error(`MCP ${name}: ${JSON.stringify(answer).slice(0, 500)}`);
    }
  };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const CASES = [
  { label: 'one risk', rest: `/api/risks/${riskId}`, tool: ['risks_get', { id: riskId }] },
  { label: 'a page of 50 risks', rest: '/api/risks?limit=50', tool: ['risks_list', { limit: 50 }] },
] as const;

console.log(
  `MCP tool calls against the same REST calls: ${CALLS} each after ${WARM_UP} to warm up, interleaved. ` +
    'REST and MCP: fetch, answer read as JSON; official client: its whole callTool.',
);
type Side = 'rest' | 'mcp' | 'client';
const ORDERS: Side[][] = [
  ['rest', 'mcp', 'client'],
  ['mcp', 'client', 'rest'],
  ['client', 'rest', 'mcp'],
];
for (const c of CASES) {
  const times: Record<Side, number[]> = { rest: [], mcp: [], client: [] };
  const mcp = await wireCall(c.tool[0], c.tool[1]);
  for (let i = 0; i < WARM_UP + CALLS; i++) {
    for (const side of ORDERS[i % ORDERS.length]!) {
      const t0 = performance.now();
      if (side === 'rest') await rest(c.rest, i);
      else if (side === 'mcp') await mcp(i);
      else await client(c.tool[0], c.tool[1], i);
      if (i >= WARM_UP) times[side].push(performance.now() - t0);
    }
  }
  const [r, m, o] = [times.rest, times.mcp, times.client].map((t) => t.sort((a, b) => a - b)) as [
    number[],
    number[],
    number[],
  ];
  const line = (p: number) => {
    const [rp, mp, op] = [percentile(r, p), percentile(m, p), percentile(o, p)];
    return (
      `p${p} REST ${rp.toFixed(2)} ms, MCP ${mp.toFixed(2)} ms, ratio ${(mp / rp).toFixed(2)}× ` +
      `(official client ${op.toFixed(2)} ms, ${(op / rp).toFixed(2)}×)`
    );
  };
  console.log(`${c.label.padEnd(20)} ${line(50)}`);
  console.log(`${''.padEnd(20)} ${line(95)}`);
}
console.log('Target: MCP at most 1.2× the REST call at p50 and p95.');

// Webhooks: CHANGES risks made over REST, four at a time; each from its answer (the change has
// committed) to its event's arrival at the receiver.
const CHANGES = Number(process.env.BENCH_CHANGES ?? 1000);
const committed = new Map<string, number>();
let next = 0;
const makeRisks = async () => {
  while (next < CHANGES) {
    const i = next++;
    const res = await fetch(new URL('/api/risks', base), {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Webhook bench ${i}`, likelihood: 2, impact: 3 }),
    });
    if (res.status !== 200) throw new Error(`risk ${i}: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: { id: string } };
    committed.set(data.id, performance.now());
  }
};
const started = performance.now();
await Promise.all([makeRisks(), makeRisks(), makeRisks(), makeRisks()]);
const deadline = performance.now() + 60_000;
while ([...committed.keys()].some((id) => !arrived.has(id)) && performance.now() < deadline) {
  await new Promise((r) => setTimeout(r, 50));
}
const lags = [...committed].flatMap(([id, at]) => {
  const got = arrived.get(id);
  // Negative when the event arrived before the answer was read: it went out on commit.
  return got === undefined ? [] : [got - at];
});
lags.sort((a, b) => a - b);
console.log(
  `webhooks: ${lags.length} of ${committed.size} changes delivered in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `commit to delivery p50 ${percentile(lags, 50).toFixed(0)} ms, p95 ${percentile(lags, 95).toFixed(0)} ms, max ${lags.at(-1)?.toFixed(0)} ms (target p95 ≤ 1000 ms)`,
);
receiver.close();

await Promise.all(clients.map((c) => c.close()));
server.stdin!.end();
await once(server, 'exit');
