import type { CreateTrustNdaBody, TrustNda } from '@rampart/contracts';
import { addTrustNda as addRow, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';

/**
 * Writes a new version of the NDA: visitors who confirm from now on accept it; earlier
 * acceptances keep the version they accepted. Versions are never edited or removed.
 */
export const addTrustNda = async ({
  actor,
  db,
  input,
  now = new Date(),
}: {
  actor: Actor;
  db: Db;
  input: CreateTrustNdaBody;
  now?: Date;
}): Promise<TrustNda> =>
  db.transaction(async (tx) => {
    const row = await addRow(tx, {
      organizationId: actor.organizationId,
      text: input.text,
      createdBy: actor.userId,
      at: now,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'trust_nda.created',
      entityType: 'trust_nda',
      entityId: row.id,
      after: { version: row.version },
      requestId: actor.requestId,
    });
    return {
      id: row.id,
      version: row.version,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      createdBy: { id: actor.userId, name: actor.name },
      acceptances: 0,
    };
  });
