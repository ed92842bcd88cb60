// `npm run bench:mcp` (issue 23 point 6): a tool call's latency through the MCP endpoint against
// the same REST call, in the same run, over loopback HTTP with the same API token: the official
// MCP client (2026-07-28 revision) against plain fetch. Calls alternate, so both sides share the
// machine's state. Prints p50 and p95 of each and their ratios (target: at most 1.2×).
// BENCH_CALLS (per side and call) tunes it. The server (bench/mcp-server.ts) runs in a process of
// its own on a fresh embedded database in a temp folder.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const CALLS = Number(process.env.BENCH_CALLS ?? 400);
const WARM_UP = 50;

/** A token makes at most 600 requests a minute: calls rotate over several, alike on both sides. */
const TOKENS = 8;
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
    env: { ...process.env, BENCH_TOKENS: String(TOKENS) },
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string];
const { base, tokens, riskId } = JSON.parse(line) as {
  base: string;
  tokens: string[];
  riskId: string;
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

await Promise.all(clients.map((c) => c.close()));
server.stdin!.end();
await once(server, 'exit');
