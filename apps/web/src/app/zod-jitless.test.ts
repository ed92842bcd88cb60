import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

// public/theme-init.js, a classic script in <head>, turns zod jitless before any module runs:
// zod probes `new Function`, which the CSP (no 'unsafe-eval') refuses (decision 008).
const webDir = new URL('../../', import.meta.url);
const themeInit = readFileSync(new URL('public/theme-init.js', webDir), 'utf8');
const indexHtml = readFileSync(new URL('index.html', webDir), 'utf8');

beforeAll(() => {
  // What the script touches for the theme, as a browser without a stored choice has it.
  vi.stubGlobal('window', {
    localStorage: { getItem: () => null },
    matchMedia: () => ({ matches: false }),
  });
  vi.stubGlobal('document', { documentElement: { classList: { toggle: () => false } } });
  runInThisContext(themeInit, { filename: 'theme-init.js' });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

it('loads theme-init.js as a classic script before the app module', () => {
  const classic = indexHtml.search(/<script src="\/theme-init\.js"><\/script>/);
  const app = indexHtml.search(/<script type="module"/);
  expect(classic).toBeGreaterThan(-1);
  expect(app).toBeGreaterThan(classic);
});

it('keeps a configuration object already on the global, mutated in place', () => {
  const existing = { customError: undefined } as Record<string, unknown>;
  (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = existing;
  runInThisContext(themeInit, { filename: 'theme-init.js' });
  expect((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig).toBe(existing);
  expect(existing.jitless).toBe(true);
});

it('turns zod jitless: zod adopts the object when it loads', async () => {
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});

it('parses objects without probing `new Function` (refused by the CSP)', async () => {
  const { z } = await import('zod');
  const probe = vi.fn();
  vi.stubGlobal('Function', probe);
  try {
    const schema = z.object({ title: z.string(), score: z.number().int() });
    expect(schema.parse({ title: 'Phishing', score: 12 })).toEqual({
      title: 'Phishing',
      score: 12,
    });
    expect(probe).not.toHaveBeenCalled();
  } finally {
    vi.unstubAllGlobals();
  }
});
