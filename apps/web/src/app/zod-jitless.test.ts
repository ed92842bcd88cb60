import { afterEach, expect, it, vi } from 'vitest';
// First, as in main.tsx: the switch must be in place before zod loads.
import './zod-jitless.ts';
import { z } from 'zod';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('turns zod jitless without loading zod first', () => {
  expect(z.config().jitless).toBe(true);
});

it('parses objects without probing `new Function` (refused by the CSP)', () => {
  const probe = vi.fn();
  vi.stubGlobal('Function', probe);
  const schema = z.object({ title: z.string(), score: z.number().int() });
  expect(schema.parse({ title: 'Phishing', score: 12 })).toEqual({ title: 'Phishing', score: 12 });
  expect(probe).not.toHaveBeenCalled();
});
