// The server side of `npm run bench:mcp`, in its own process so the clients' work does not slow
// it down: a fresh embedded database in a temp folder, an organisation with 200 risks, API tokens,
// and a webhook endpoint for risk.created pointing at the bench's receiver.
// Prints one JSON line (address, tokens, a risk id) and serves until stdin closes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_TOKEN_SCOPES } from '@rampart/contracts';
import { openDatabase } from '@rampart/db';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'rampart-bench-mcp-'));
const { DATABASE_URL: _, ...env } = process.env;
const config = loadConfig({
  ...env,
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  FETCH_ALLOW_PRIVATE_HOSTS: `127.0.0.1:${process.env.BENCH_WEBHOOK_PORT}`,
});
const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
await database.migrate();
const app = await buildApp({ config, database, mailer: null });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const email = 'mcp-bench@rampart.test';
const password = 'rampart-bench-2026';
await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { email, password, name: 'Bench Owner', organizationName: 'Bench Co' },
});
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-in',
  payload: { email, password },
});
const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
// A token makes at most 600 requests a minute: calls rotate over several, alike on both sides.
const TOKENS = Number(process.env.BENCH_TOKENS ?? 8);
const tokens: string[] = [];
for (let i = 0; i < TOKENS; i++) {
  const made = await app.inject({
    method: 'POST',
    url: '/api/account/api-tokens',
    headers: { cookie },
    payload: { name: `MCP bench ${i}`, scopes: API_TOKEN_SCOPES, expiresInDays: 7 },
  });
  tokens.push(made.json().data.token as string);
}
const risks = Array.from({ length: 200 }, (_, i) => ({
  title: `Bench risk ${i}`,
  likelihood: 1 + (i % 5),
  impact: 1 + ((i * 3) % 5),
}));
const created = await app.inject({
  method: 'POST',
  url: '/api/risks/bulk-create',
  headers: { cookie },
  payload: { risks },
});
if (created.statusCode !== 200) throw new Error(`seed: ${created.body}`);
const riskId = (created.json().data as { id: string }[])[100]!.id;

// The webhook receiver runs in the bench's process (BENCH_WEBHOOK_PORT, allowed as a private host).
const hook = await app.inject({
  method: 'POST',
  url: '/api/webhooks/endpoints',
  headers: { cookie },
  payload: {
    url: `http://127.0.0.1:${process.env.BENCH_WEBHOOK_PORT}/hook`,
    events: ['risk.created'],
  },
});
if (hook.statusCode !== 200) throw new Error(`webhook: ${hook.body}`);
console.log(JSON.stringify({ base, tokens, riskId, cookie }));
process.stdin.resume();
process.stdin.on('end', () => {
  void app.close().then(() => rm(dataDir, { recursive: true, force: true }));
});
