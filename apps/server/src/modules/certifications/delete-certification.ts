import { deleteCertificationRow, findCertification, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { certificationSnapshot } from './certification.presenter.ts';

export const deleteCertification = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<void> => {
  await db.transaction(async (tx) => {
    const before = await findCertification(tx, actor.organizationId, id);
    if (!before) throw notFound('Certification');
    await deleteCertificationRow(tx, actor.organizationId, id);
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'certification.deleted',
      entityType: 'certification',
      entityId: id,
      before: certificationSnapshot(before),
      requestId: actor.requestId,
    });
  });
};
