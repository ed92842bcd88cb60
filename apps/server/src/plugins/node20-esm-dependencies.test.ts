import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

// cookie@2 and content-disposition@3 declare Node >= 22 but are plain ES modules that their
// CommonJS dependants load with require(esm), which Node has without a flag since 20.19
// (decision 026). These run the paths that load them: @fastify/cookie and light-my-request
// (fastify's inject) for cookie, @fastify/static's download for content-disposition.

const NAME = 'Zoë Łukasz 東京.pdf';

describe('ES-module-only dependencies on this Node', () => {
  it(`set and read cookies through @fastify/cookie and inject (Node ${process.versions.node})`, async () => {
    const app = Fastify();
    await app.register(fastifyCookie, { secret: 'a-secret-of-thirty-two-characters!!' });
    app.get('/', (req, reply) =>
      reply
        .setCookie('session', 'a b;c', { httpOnly: true, path: '/', signed: true })
        .send({ seen: req.cookies.theme ?? null }),
    );
    const res = await app.inject({ method: 'GET', url: '/', cookies: { theme: 'dark' } });
    expect(res.json()).toEqual({ seen: 'dark' });
    const [cookie] = res.cookies as { name: string; value: string; httpOnly?: boolean }[];
    expect(cookie).toMatchObject({ name: 'session', httpOnly: true });
    expect(app.unsignCookie(cookie!.value)).toMatchObject({ valid: true, value: 'a b;c' });
    await app.close();
  });

  it('names a download in any script through @fastify/static', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rampart-download-'));
    writeFileSync(join(root, 'file.pdf'), '%PDF-1.7');
    const app = Fastify();
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/file', (_req, reply) => reply.download('file.pdf', NAME));
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zo? ?ukasz ??.pdf"; filename*=UTF-8''${encodeURIComponent(NAME)}`,
    );
    await app.close();
  });
});
