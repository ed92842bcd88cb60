import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunksOfDynamicImport } from '../../preload-app.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): OutputChunk =>
  ({ type: 'chunk', fileName, moduleIds, imports, facadeModuleId: null }) as unknown as OutputChunk;

const bundleOf = (...chunks: OutputChunk[]): OutputBundle =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;

describe('chunksOfDynamicImport (what index.html preloads for the app the entry starts)', () => {
  const entry = chunk('assets/index.js', ['/web/src/main.tsx'], ['assets/boot.js']);
  const boot = chunk('assets/boot.js', ['/web/src/app/chunk-error.ts']);
  const react = chunk('assets/react.js', ['/node_modules/react/index.js'], ['assets/runtime.js']);
  const runtime = chunk('assets/runtime.js', ['\0rolldown/runtime.js']);
  const app = chunk(
    'assets/app.js',
    ['/web/src/app/start.tsx', '/web/src/app/providers.tsx'],
    ['assets/runtime.js', 'assets/react.js', 'assets/boot.js'],
  );
  const page = chunk('assets/vendors.lazy.js', ['/web/src/vendors.lazy.tsx'], ['assets/app.js']);

  it('lists the chunk holding the module, then each chunk it imports, once, in load order', () => {
    const bundle = bundleOf(entry, boot, react, runtime, app, page);
    expect(chunksOfDynamicImport(bundle, entry, '/src/app/start.tsx')).toEqual([
      'assets/app.js',
      'assets/runtime.js',
      'assets/react.js',
    ]);
  });

  it('leaves out what the entry loads already, and the pages the app loads later', () => {
    const bundle = bundleOf(entry, boot, react, runtime, app, page);
    const listed = chunksOfDynamicImport(bundle, entry, '/src/app/start.tsx');
    expect(listed).not.toContain('assets/boot.js');
    expect(listed).not.toContain('assets/vendors.lazy.js');
  });

  it('fails the build when the module is in no chunk', () => {
    expect(() => chunksOfDynamicImport(bundleOf(entry), entry, '/src/app/start.tsx')).toThrow(
      /no chunk for \/src\/app\/start\.tsx/,
    );
  });
});
