/* global window, document */
// Runs before any module (a classic script in <head>), in a separate file (not inline) because
// the server's Content Security Policy forbids inline scripts.

// Zod probes `new Function` to compile faster parsers; the CSP has no 'unsafe-eval', so the probe
// is refused and Chromium logs a violation. Zod adopts the configuration object it finds on this
// global when it loads, so turning `jitless` on here holds whichever chunk loads zod first, the
// entry included. Mutated in place: an object already there may be zod's own.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});

// Applies the stored theme before first paint so dark mode does not flash light.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('rampart.theme');
  } catch {
    // Storage is blocked: follow the operating system.
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
