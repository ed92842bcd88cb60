import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunk-error.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1/assets/risks-page-abc.js',
);

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports from each browser', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Risk not found'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads on the first chunk failure and not again right after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(chunkError, { storage, now: 1_000_000, reload })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    // The reloaded page failed again: reloading does not help, so the error is shown.
    expect(reloadOnceForChunkError(chunkError, { storage, now: 1_002_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy, long after the last reload', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000000');
    const reload = vi.fn();
    const later = 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1;
    expect(reloadOnceForChunkError(chunkError, { storage, now: later, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload for other errors or without storage', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    expect(reloadOnceForChunkError(new Error('boom'), { storage, now: 1, reload })).toBe(false);
    expect(reloadOnceForChunkError(chunkError, { storage: undefined, now: 1, reload })).toBe(false);
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(reloadOnceForChunkError(chunkError, { storage: blocked, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
