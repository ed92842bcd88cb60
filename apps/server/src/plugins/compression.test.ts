import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../app.ts';
import { TEST_ORIGIN, testConfig } from '../testing/app.ts';
import { buildOrg, type SignedIn } from '../testing/factories.ts';

// A stand-in for the web build, laid out as apps/web/precompress.ts leaves it; each compressed
// variant carries a marker so the test can tell which file was sent.
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const INDEX = `<!doctype html><html><head><title>Rampart</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const ASSET = '/assets/index-abc123.js';

let dist: string;
let app: FastifyInstance;
let owner: SignedIn;

const writeVariants = (file: string, body: string) => {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(`${body}/*br*/`));
  writeFileSync(`${file}.gz`, gzipSync(`${body}/*gz*/`));
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rampart-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeVariants(join(dist, 'index.html'), INDEX);
  writeVariants(join(dist, ASSET), SCRIPT);
  app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: dist }),
    database: await testDatabase(),
    mailer: null,
  });
  owner = await buildOrg(app);
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  app.inject({
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });

describe('built assets are sent precompressed', () => {
  it('sends the brotli file to a client that accepts it, cached for good', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${SCRIPT}/*br*/`);
  });

  it('sends the gzip file when brotli is not accepted', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(`${SCRIPT}/*gz*/`);
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that accepts neither', async () => {
    const res = await get(ASSET);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it('the index.html fallback of a client route is precompressed too, and not cached', async () => {
    const res = await get('/dashboard/risks?page=2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${INDEX}/*br*/`);
  });
});

describe('API responses are compressed above 1 KiB', () => {
  it('compresses a large JSON answer by what the client accepts', async () => {
    for (let i = 0; i < 6; i++) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/risks',
        headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
        payload: {
          title: `Supplier outage ${i}`,
          description: 'd'.repeat(300),
          likelihood: 3,
          impact: 3,
        },
      });
      expect(created.statusCode).toBe(200);
    }
    const plain = await get('/api/risks', undefined, owner.cookie);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/api/risks', 'br', owner.cookie);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/risks', 'gzip', owner.cookie);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('does not compress a chat answer streamed as server-sent events', async () => {
    const conversation = await app.inject({
      method: 'POST',
      url: '/api/ai/conversations',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(conversation.statusCode).toBeLessThan(300);
    const res = await app.inject({
      method: 'POST',
      url: `/api/ai/conversations/${conversation.json().data.id}/messages`,
      headers: {
        cookie: owner.cookie,
        origin: TEST_ORIGIN,
        'accept-encoding': 'br, gzip',
      },
      payload: { content: 'Which critical risks have no control? '.repeat(20) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('event: ');
  });
});
