import type { FastifyBaseLogger } from 'fastify';
import {
  disableFailingEndpoints,
  enqueueExpiringEvidence,
  recordAudits,
  webhookOwnerIds,
  type Db,
} from '@rampart/db';
import type { Deps } from '../../deps.ts';
import type { JobRegistration } from '../../platform/jobs/start-jobs.ts';
import { notifyMany } from '../notifications/notify.ts';
import { auditedUrl } from './webhook-endpoints.ts';

const DAY_MS = 86_400_000;
/** An endpoint every delivery to which has failed for this long is switched off. */
export const DISABLE_AFTER_MS = 3 * DAY_MS;
/** `evidence.expiring` goes out this long before the date, once per piece and date. */
export const EVIDENCE_EXPIRING_MS = 30 * DAY_MS;

export const DISABLED_REASON = 'Every delivery failed for three days: switched off.';

/**
 * Switches off the endpoints failing for three days, audited, and tells the organisation's
 * owners and admins and the endpoint's maker (once per run of failures). Any process may run
 * it: the update claims each endpoint once.
 */
export const switchOffFailingEndpoints = async (db: Db, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const switchedOff = await disableFailingEndpoints(
      tx,
      new Date(now.getTime() - DISABLE_AFTER_MS),
      DISABLED_REASON,
    );
    for (const endpoint of switchedOff) {
      await recordAudits(tx, [
        {
          organizationId: endpoint.organizationId,
          actorId: null,
          action: 'webhook.endpoint_disabled',
          entityType: 'webhook_endpoint',
          entityId: endpoint.id,
          after: { url: auditedUrl(endpoint.url), status: 'disabled', reason: DISABLED_REASON },
        },
      ]);
      const people = await webhookOwnerIds(tx, endpoint.organizationId, endpoint.createdBy);
      await notifyMany(
        tx,
        people.map((userId) => ({
          organizationId: endpoint.organizationId,
          userId,
          kind: 'webhook_disabled' as const,
          title: `The webhook to ${new URL(endpoint.url).host} was switched off`,
          body: 'Every delivery to it failed for three days. Check the address, then switch it on again.',
          link: '/dashboard/settings/organization#webhooks',
          entityType: 'webhook_endpoint',
          entityId: endpoint.id,
          eventKey: `webhook_disabled:${endpoint.id}:${endpoint.failingSince?.toISOString() ?? ''}`,
        })),
        now,
      );
    }
    return switchedOff.length;
  });

/** The sweeps of outgoing webhooks; delivery itself is the dispatcher's (webhook-dispatcher.ts). */
export const webhookJobs = (
  deps: Pick<Deps, 'database'>,
  log: FastifyBaseLogger,
): JobRegistration => ({
  schedules: [
    {
      name: 'webhook endpoints failing',
      everyMs: 10 * 60_000,
      firstAfterMs: 60_000,
      run: async (now) => {
        const off = await switchOffFailingEndpoints(deps.database.db, now);
        if (off > 0) log.info({ off }, 'webhook endpoints switched off');
      },
    },
    {
      name: 'evidence expiring webhooks',
      everyMs: 60 * 60_000,
      firstAfterMs: 90_000,
      run: async (now) => {
        await enqueueExpiringEvidence(
          deps.database.db,
          new Date(now.getTime() + EVIDENCE_EXPIRING_MS),
        );
      },
    },
  ],
});
