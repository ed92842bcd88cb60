import type { QueryListener } from './client.ts';

type Query = (...args: unknown[]) => unknown;

/**
 * Times the statements a driver object runs (a pg client, PGlite or its transaction) for whoever
 * listens (the server's metrics). Nothing is measured while nobody listens.
 */
export const queryTiming = () => {
  const listeners = new Set<QueryListener>();
  const emit = (started: number, failed: boolean) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds, failed);
  };
  return {
    listen(listener: QueryListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Wraps `target.query`, in its promise and its callback forms (pg's pool uses the latter). */
    wrap<T extends object>(target: T): T {
      const holder = target as unknown as { query: Query };
      const original = holder.query.bind(target) as Query;
      holder.query = (...args: unknown[]) => {
        if (listeners.size === 0) return original(...args);
        const started = performance.now();
        const last = args.length - 1;
        const callback = args[last];
        if (typeof callback === 'function') {
          args[last] = (error: unknown, ...rest: unknown[]) => {
            emit(started, Boolean(error));
            return (callback as Query)(error, ...rest);
          };
          return original(...args);
        }
        const result = original(...args);
        if (result instanceof Promise) {
          result.then(
            () => emit(started, false),
            () => emit(started, true),
          );
        }
        return result;
      };
      return target;
    },
  };
};
