import { reloadOnceForChunkError } from './app/chunk-error.ts';
import './styles.css';

// index.html paints its placeholder from the HTML and the stylesheet alone. The app's modules are
// fetched alongside (index.html preloads them, see apps/web/preload-app.ts) but evaluated and
// rendered only after that first frame: evaluating React, the router and the shell takes a phone
// hundreds of milliseconds, which would otherwise hold back the first paint (decision 008).
const sessionStorageOrUndefined = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

let started = false;
const start = () => {
  if (started) return;
  started = true;
  import('./app/start.tsx').catch((error: unknown) => {
    const reloaded = reloadOnceForChunkError(error, {
      storage: sessionStorageOrUndefined(),
      now: Date.now(),
      reload: () => window.location.reload(),
    });
    if (!reloaded) throw error;
  });
};

// A tab opened in the background paints no frame until it is shown: start it at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
