import type { Readiness } from '@rampart/contracts';
import type { Deps } from '../../deps.ts';

/** A dependency that does not answer within this long counts as down: probes must not hang. */
export const READY_CHECK_TIMEOUT_MS = 3000;

type Check = { ok: boolean; message?: string };

const TIMED_OUT = Symbol('timed out');

const within = async (what: string, work: () => Promise<unknown>): Promise<Check> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), READY_CHECK_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([work(), timeout]);
    if (answer === TIMED_OUT) {
      return { ok: false, message: `${what} did not answer within ${READY_CHECK_TIMEOUT_MS} ms` };
    }
    return answer === false ? { ok: false, message: `${what} is not answering` } : { ok: true };
  } catch (error) {
    // SDK errors of a HEAD request may carry no message: the name says what it was (NotFound).
    const reason = error instanceof Error ? error.message || error.name : String(error);
    return { ok: false, message: `${what} failed: ${reason}` };
  } finally {
    clearTimeout(timer);
  }
};

export type ReadinessDeps = Pick<Deps, 'database' | 'redis' | 'storage'>;

/**
 * Whether this process should be sent traffic: the database and Redis (when configured) answer
 * and files can be stored. A process that is stopping is not ready, whatever its dependencies.
 */
export const checkReadiness = async (
  deps: ReadinessDeps,
  stopping: boolean,
): Promise<Readiness> => {
  const { redis, storage } = deps;
  const [database, redisCheck, storageCheck] = await Promise.all([
    within('The database', () => deps.database.ping()),
    redis ? within('Redis', () => redis.ping()) : Promise.resolve(undefined),
    within(storage.kind === 's3' ? 'The S3 bucket' : 'The storage folder', async () =>
      storage.check?.(),
    ),
  ]);
  const checks = {
    database,
    ...(redisCheck ? { redis: redisCheck } : {}),
    storage: { kind: storage.kind, ...storageCheck },
  };
  const healthy = database.ok && (redisCheck?.ok ?? true) && storageCheck.ok;
  return { status: stopping ? 'stopping' : healthy ? 'ready' : 'unavailable', checks };
};

/** What a 503 says: the process stopping, or each dependency that failed. */
export const notReadyMessage = (readiness: Readiness): string => {
  if (readiness.status === 'stopping') return 'This process is shutting down.';
  const failed = Object.entries(readiness.checks)
    .filter(([, check]) => check && !check.ok)
    .map(([name, check]) => `${name}: ${check?.message ?? 'failed'}`);
  return `Not ready: ${failed.join('; ')}.`;
};
