import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'rampart-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (the build step behind Content-Encoding)', () => {
  it('writes brotli and gzip next to text assets of 1 KiB or more, nested ones included', async () => {
    mkdirSync(join(dir, 'assets'));
    const script = `export const x = ${JSON.stringify('risk '.repeat(1000))};`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Rampart</p>'.repeat(100)}`);
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'index-abc.js.map'), '{}'.padEnd(5000, ' '));
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(5000, 1));

    expect(await precompressDir(dir)).toBe(2);

    const js = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
    // Too small to gain, already compressed, or only for developer tools: left alone.
    for (const f of ['tiny.js', 'logo.png', 'assets/index-abc.js.map']) {
      expect(existsSync(join(dir, `${f}.br`))).toBe(false);
      expect(existsSync(join(dir, `${f}.gz`))).toBe(false);
    }
  });
});
