import type { Certification, UpdateCertificationBody } from '@rampart/contracts';
import { findCertification, recordAudit, updateCertificationRow, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { certificationDays, checkCertification } from './certification-fields.ts';
import { certificationSnapshot, presentCertification, todayOf } from './certification.presenter.ts';

export const updateCertification = async ({
  actor,
  id,
  input,
  db,
}: {
  actor: Actor;
  id: string;
  input: UpdateCertificationBody;
  db: Db;
}): Promise<Certification> =>
  db.transaction(async (tx) => {
    const before = await findCertification(tx, actor.organizationId, id);
    if (!before) throw notFound('Certification');
    const days = certificationDays(input);
    const sent = Object.fromEntries(
      Object.entries({ ...input, ...days }).filter(([, v]) => v !== undefined),
    ) as Partial<typeof before>;
    const merged = { ...before, ...sent };
    await checkCertification(tx, actor.organizationId, merged);
    await updateCertificationRow(tx, actor.organizationId, id, sent);
    const row = (await findCertification(tx, actor.organizationId, id))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'certification.updated',
      entityType: 'certification',
      entityId: id,
      before: certificationSnapshot(before),
      after: certificationSnapshot(row),
      requestId: actor.requestId,
    });
    return presentCertification(row, todayOf());
  });
