/* global window, document */
// Applies the stored theme before first paint so dark mode does not flash light. A separate
// file (not inline) because the server's Content Security Policy forbids inline scripts.
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
