import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built web app; client routes fall back to index.html. */
export const registerStaticWeb = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  const assetsDir = join(distDir, 'assets', sep);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` next to each text asset (apps/web/precompress.ts): they are
      // sent as they are, by the client's Accept-Encoding, with `Vary: Accept-Encoding`. This also
      // covers the index.html fallback below, which goes through the same sendFile.
      preCompressed: true,
      // Vite names assets by content hash, so they never change.
      setHeaders: (res, filePath) => {
        if (filePath.startsWith(assetsDir)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || request.method !== 'GET') {
      return reply.status(404).send({
        success: false,
        error: { code: 'NOT_FOUND', message: `No route ${request.method} ${path}` },
      });
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    // The page names the current asset hashes, so it is revalidated on every load; send's own
    // `max-age=0` would otherwise replace this header.
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
};
