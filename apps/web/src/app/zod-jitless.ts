import type { $ZodConfig } from 'zod/v4/core';

// Zod probes `new Function` to compile faster parsers. The server's Content Security Policy has
// no 'unsafe-eval', so the probe is refused and Chromium logs a CSP violation on every page
// (Lighthouse's best-practices audit counts it). Forms and search params parse fast enough
// without compiled parsers.
//
// `z.config({ jitless: true })` would need zod itself in the first load, which only pages with a
// form or a schema use (26 KB gzip, decision 008). Zod keeps its configuration on this global and
// adopts an object already there when it loads, so setting it here, in the entry chunk before any
// page chunk can load zod, has the same effect. app/zod-jitless.test.ts checks that zod reads it.
declare global {
  var __zod_globalConfig: $ZodConfig | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
