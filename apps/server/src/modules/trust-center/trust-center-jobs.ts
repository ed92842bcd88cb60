import type { FastifyBaseLogger } from 'fastify';
import { organizationsPublishing, type Db } from '@rampart/db';
import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { tellOwnersAndAdmins } from './tell-owners-and-admins.ts';
import { isHeldBack, loadTrustRecords, type TrustRecord } from './trust-records.ts';

/** How often the watch reads what the live pages claim. */
export const TRUST_WATCH_MS = 15 * 60_000;

const title = (r: TrustRecord) =>
  r.kind === 'control'
    ? `“${r.recordName}” shows as in progress on the trust centre`
    : `The trust centre no longer shows “${r.recordName}”`;

/**
 * Tells an organisation's owners and admins when something its live trust centre publishes
 * stops holding (issue 24 point 3): the page itself already leaves it out or marks it, as it is
 * made; this says so to those who answer for it, once per change (the words carry its date).
 */
export const watchTrustCenters = async (db: Db, now: Date): Promise<number> => {
  let told = 0;
  for (const organizationId of await organizationsPublishing(db)) {
    told += await db.transaction(async (tx) => {
      const held = (
        await loadTrustRecords(tx, organizationId, now, {
          states: ['published'],
          itemsOnly: true,
        })
      ).filter(isHeldBack);
      if (held.length === 0) return 0;
      return tellOwnersAndAdmins(
        tx,
        organizationId,
        held.map((r) => ({
          kind: 'trust_held_back' as const,
          title: title(r),
          body: r.standing.words,
          link: '/dashboard/trust-center',
          entityType: `trust_${r.kind}`,
          entityId: r.recordId,
          eventKey: `trust_held_back:${r.kind}:${r.recordId}:${r.standing.words}`.slice(0, 400),
        })),
        now,
      );
    });
  }
  return told;
};

export const trustCenterJobs = (
  deps: Pick<Deps, 'database'>,
  log: FastifyBaseLogger,
): JobRegistration => ({
  schedules: [
    {
      name: 'trust centre watch',
      everyMs: TRUST_WATCH_MS,
      firstAfterMs: 2 * 60_000,
      run: async (now) => {
        const told = await watchTrustCenters(deps.database.db, now);
        if (told > 0) log.info({ told }, 'trust centre items held back');
      },
    },
  ],
});
