// The typed client (packages/client, issue 23 point 4): its schema is the document of the routes
// as they are now, and over HTTP with an API token it creates and reads a risk, reads a list to
// its end page by page, gets a refused body back as a typed error, and runs its README's example.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRampartClient, listAll, RampartError } from '@rampart/client';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../app.ts';
import { TEST_ORIGIN, testConfig } from '../testing/app.ts';
import { buildOrg, uniqueIp } from '../testing/factories.ts';
import {
  CLIENT_SCHEMA_COMMAND,
  CLIENT_SCHEMA_FILE,
  clientSchemaSource,
  openApiDocument,
} from './client-schema.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

let app: FastifyInstance;
let baseUrl: string;
let token: string;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await buildOrg(app);
  const made = await app.inject({
    method: 'POST',
    url: '/api/account/api-tokens',
    headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
    remoteAddress: uniqueIp(),
    payload: { name: 'Typed client', scopes: ['risks:write'], expiresInDays: 1 },
  });
  expect(made.statusCode, made.body).toBe(200);
  token = made.json().data.token;
});
afterAll(async () => {
  await app.close();
});

/** The 1-based number of the first line where two texts differ. */
const firstDifference = (a: string, b: string) => {
  const left = a.split('\n');
  const right = b.split('\n');
  const at = left.findIndex((line, i) => line !== right[i]);
  return (at === -1 ? left.length : at) + 1;
};

describe('the typed client', () => {
  it('has the schema of the routes as they are now', async () => {
    const fresh = await clientSchemaSource(await openApiDocument(app));
    const committed = existsSync(CLIENT_SCHEMA_FILE)
      ? readFileSync(CLIENT_SCHEMA_FILE, 'utf8')
      : '';
    const line = firstDifference(committed, fresh);
    expect(
      committed === fresh,
      `packages/client/src/schema.d.ts is stale from line ${line}: run ${CLIENT_SCHEMA_COMMAND}`,
    ).toBe(true);
  }, 120_000);

  it('creates and reads a risk, reads a list to its end, and types a refusal', async () => {
    const client = createRampartClient({ baseUrl, token });
    const created = await client.POST('/api/risks', {
      body: { title: 'Ransomware on the file server', likelihood: 5, impact: 5 },
    });
    expect(created.error).toBeUndefined();
    const id = created.data!.data.id;
    const read = await client.GET('/api/risks/{id}', { params: { path: { id } } });
    expect(read.data?.data).toMatchObject({ id, title: 'Ransomware on the file server' });
    expect(read.data?.data.riskScore).toBe(25);

    const others = [
      { title: 'Key supplier fails', likelihood: 4, impact: 4 },
      { title: 'Laptop lost on a train', likelihood: 3, impact: 4 },
      { title: 'Office flood', likelihood: 2, impact: 2 },
      { title: 'Payroll paid twice', likelihood: 4, impact: 5 },
    ];
    for (const body of others) {
      expect((await client.POST('/api/risks', { body })).response.status).toBe(200);
    }
    const asked: URLSearchParams[] = [];
    const recorded = createRampartClient({
      baseUrl,
      token,
      fetch: (request) => {
        asked.push(new URL(request.url).searchParams);
        return fetch(request);
      },
    });
    const titles: string[] = [];
    for await (const risk of listAll(recorded, '/api/risks', { query: { limit: 2 } })) {
      titles.push(risk.title);
    }
    expect(titles.sort()).toEqual(
      ['Ransomware on the file server', ...others.map((o) => o.title)].sort(),
    );
    // Five risks, two a page: three pages, the second and third asked for by cursor.
    expect(asked.map((q) => [q.get('limit'), q.has('cursor')])).toEqual([
      ['2', false],
      ['2', true],
      ['2', true],
    ]);

    const refused = await client.POST('/api/risks', {
      body: { title: 'Out of range', likelihood: 9, impact: 1 },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(refused.error?.error.details)).toContain('likelihood');

    const outsider = createRampartClient({ baseUrl, token: 'rampart_pat_not-a-real-token' });
    const pages = listAll(outsider, '/api/risks');
    await expect(pages.next()).rejects.toBeInstanceOf(RampartError);
  });

  it('runs the example of its README', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'packages/client/examples/high-risks.ts', '12'],
      { cwd: ROOT, env: { ...process.env, RAMPART_URL: baseUrl, RAMPART_TOKEN: token } },
    );
    expect(stdout.trim().split('\n')).toEqual([
      '25\tcritical\tRansomware on the file server',
      '20\thigh\tPayroll paid twice',
      '16\thigh\tKey supplier fails',
    ]);
  }, 60_000);
});
