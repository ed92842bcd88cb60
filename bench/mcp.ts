// `npm run bench:mcp` (issue 23 point 6): a tool call's latency through the MCP endpoint against
// the same REST call, in the same run, over loopback HTTP with the same API token: the official
// MCP client (2026-07-28 revision) against plain fetch. Calls alternate, so both sides share the
// machine's state. Prints p50 and p95 of each and their ratios (target: at most 1.2×).
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

const clients = await Promise.all(
  tokens.map(async (token) => {
    const client = new Client(
      { name: 'rampart-bench', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/api/mcp', base), {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
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
const tool = async (name: string, args: Record<string, unknown>, i: number) => {
  const result = await clients[i % TOKENS]!.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name}: ${JSON.stringify(result.content)}`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const CASES = [
  { label: 'one risk', rest: `/api/risks/${riskId}`, tool: ['risks_get', { id: riskId }] },
  { label: 'a page of 50 risks', rest: '/api/risks?limit=50', tool: ['risks_list', { limit: 50 }] },
] as const;

console.log(`MCP tool calls against the same REST calls: ${CALLS} each, alternating, one client.`);
for (const c of CASES) {
  const times = { rest: [] as number[], mcp: [] as number[] };
  for (let i = 0; i < WARM_UP + CALLS; i++) {
    const order = i % 2 === 0 ? (['rest', 'mcp'] as const) : (['mcp', 'rest'] as const);
    for (const side of order) {
      const t0 = performance.now();
      if (side === 'rest') await rest(c.rest, i);
      else await tool(c.tool[0], c.tool[1], i);
      if (i >= WARM_UP) times[side].push(performance.now() - t0);
    }
  }
  const [r, m] = [times.rest.sort((a, b) => a - b), times.mcp.sort((a, b) => a - b)];
  const line = (p: number) =>
    `p${p} REST ${percentile(r, p).toFixed(2)} ms, MCP ${percentile(m, p).toFixed(2)} ms, ratio ${(percentile(m, p) / percentile(r, p)).toFixed(2)}×`;
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
