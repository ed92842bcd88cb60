// The JavaScript a first visit loads before any route code: the entry script of index.html and
// every module it preloads. Sizes as sent: gzip and brotli at the levels of the build's own
// precompressed files (apps/web/precompress.ts), and raw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Issue 10: at most 200 KB (200,000 bytes) of gzip-compressed initial JavaScript. */
export const INITIAL_JS_BUDGET_GZIP = 200_000;

export type InitialJs = {
  files: { path: string; raw: number; gzip: number; brotli: number }[];
  raw: number;
  gzip: number;
  brotli: number;
};

const SCRIPT = /<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"[^>]*>/g;

export const initialJs = (distDir: string): InitialJs => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths = [
    ...new Set([...html.matchAll(SCRIPT), ...html.matchAll(PRELOAD)].map((m) => m[1]!)),
  ];
  const files = paths.map((path) => {
    const body = readFileSync(join(distDir, path.replace(/^\//, '')));
    return {
      path,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    };
  });
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((n, f) => n + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
};

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
