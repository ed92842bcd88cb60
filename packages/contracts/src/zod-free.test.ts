import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// The web app's first load reads these modules and must not load zod with them (decision 008):
// they may import only each other, and only types from elsewhere.
const ZOD_FREE = [
  'access.ts',
  'compliance-values.ts',
  'control-values.ts',
  'document-values.ts',
  'favorites.ts',
  'insight-values.ts',
  'list-values.ts',
  'messages.ts',
  'notification-values.ts',
  'questionnaire-values.ts',
  'report-values.ts',
  'risk-values.ts',
  'urls.ts',
  'vendor-values.ts',
];

const runtimeImports = (source: string) =>
  [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map(
    (m) => m[1],
  );

it.each(ZOD_FREE)('%s imports nothing but the other zod-free modules', (file) => {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  for (const spec of runtimeImports(source)) {
    expect(ZOD_FREE.map((f) => `./${f}`)).toContain(spec);
  }
});

it('sees an import of zod as one', () => {
  expect(runtimeImports("import { z } from 'zod';\nimport type { X } from './x.ts';")).toEqual([
    'zod',
  ]);
});
