import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { processVendorReading } from './process-vendor-reading.ts';
import { VENDOR_READING_JOB } from './vendor-extraction-job.presenter.ts';
import { sweepVendorWatches, WATCH_SWEEP_MS } from './watch-vendors.ts';

/** Vendor readings, and the watcher that queues them for sites due a look (watch-vendors.ts). */
export const vendorJobs = (
  deps: Pick<Deps, 'database' | 'vendorReader'>,
  log: FastifyBaseLogger,
): JobRegistration => {
  const db = deps.database.db;
  return {
    handlers: {
      [VENDOR_READING_JOB]: processVendorReading({ db, reader: deps.vendorReader, log }),
    },
    schedules: [
      {
        // Any process may sweep; one at a time does.
        name: 'vendor watch sweep',
        everyMs: WATCH_SWEEP_MS,
        run: async (now) => (await sweepVendorWatches(db, now)).queued,
      },
    ],
  };
};
