import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The chunks a dynamic import of `moduleSuffix` from the entry needs: the imported chunk and every
 * chunk it imports statically, in load order, without those the entry loads itself.
 */
export const chunksOfDynamicImport = (
  bundle: OutputBundle,
  entry: OutputChunk,
  moduleSuffix: string,
): string[] => {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  // The module may be its chunk's facade, or one module of a chunk group (vite.config.ts).
  const target = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(moduleSuffix)));
  if (!target) throw new Error(`preload-app: no chunk for ${moduleSuffix}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const loadedByEntry = new Set([entry.fileName]);
  const walkEntry = (name: string) => {
    for (const dep of byName.get(name)?.imports ?? []) {
      if (loadedByEntry.has(dep)) continue;
      loadedByEntry.add(dep);
      walkEntry(dep);
    }
  };
  walkEntry(entry.fileName);
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || loadedByEntry.has(name)) return;
    seen.add(name);
    order.push(name);
    for (const dep of byName.get(name)?.imports ?? []) visit(dep);
  };
  visit(target.fileName);
  return order;
};

/**
 * index.html's entry only starts the app after the first paint, by a dynamic import (src/main.tsx):
 * this lists that import's chunks as `modulepreload` links in index.html, so they download with the
 * page, as the entry's static imports did, and are only evaluated when the entry imports them.
 * They are asked for at low priority, behind what the first paint waits for.
 */
export const preloadApp = (moduleSuffix: string): Plugin => {
  let base = '/';
  return {
    name: 'rampart:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return [];
        return chunksOfDynamicImport(ctx.bundle, ctx.chunk, moduleSuffix).map(
          (fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `${base}${fileName}`,
              // Needed right after the first paint, not for it: the stylesheet and the classic
              // script of <head>, which that paint waits for, go first on a slow connection.
              fetchpriority: 'low',
            },
            injectTo: 'head',
          }),
        );
      },
    },
  };
};
