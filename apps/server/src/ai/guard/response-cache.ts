import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';

/**
 * Answers kept for a while, so an identical question (same organisation, feature, model and
 * prompt) costs nothing twice. In memory, per process: a cache hit only saves money, so sharing
 * it through Redis is not worth the extra round trip and the organisation data it would copy.
 */
export type ResponseCache = {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  /** Drops expired entries; run every AI_CACHE_CLEAN_MS. */
  sweep(): number;
  readonly size: number;
};

export const cacheKey = (parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export const createResponseCache = (
  opts: { ttlMs: number; maxEntries: number },
  clock: Clock,
): ResponseCache => {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    get<T>(key: string) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= clock.now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value as T;
    },
    set(key, value) {
      if (opts.ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: clock.now() + opts.ttlMs });
      // Maps keep insertion order: the first key is the oldest.
      while (entries.size > opts.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    sweep() {
      const now = clock.now();
      let removed = 0;
      for (const [key, entry] of entries) {
        if (entry.expiresAt <= now) {
          entries.delete(key);
          removed++;
        }
      }
      return removed;
    },
    get size() {
      return entries.size;
    },
  };
};
