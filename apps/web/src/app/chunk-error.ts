// A page's code lives in its own chunk (decision 008). After a deploy the old chunk names answer
// 404, and a network blip fails the import the same way: the browser reports it with one of these
// messages (Chromium, Firefox, Safari), and Vite with the last one when a chunk's CSS fails.
const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE_MESSAGES.some((m) => error.message.startsWith(m));

export const CHUNK_RELOAD_KEY = 'rampart.chunk-reload-at';
/** A second failure this soon after the reload means reloading does not help: show the error. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads the page once when a chunk failed to load, so a deploy's new chunk names are picked up
 * without the person doing anything. The time of the reload is kept in session storage: a failure
 * within a minute of it is shown instead, so a chunk that stays missing cannot make a reload loop.
 * Returns whether it reloaded.
 */
export const reloadOnceForChunkError = (
  error: unknown,
  { storage, now, reload }: { storage: ReloadStorage | undefined; now: number; reload: () => void },
): boolean => {
  if (!isChunkLoadError(error) || !storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Storage is blocked: without the guard a reload could loop, so show the error instead.
    return false;
  }
  reload();
  return true;
};
