import type { Certification, CreateCertificationBody } from '@rampart/contracts';
import { findCertification, insertCertification, newId, recordAudit, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { certificationDays, checkCertification } from './certification-fields.ts';
import { certificationSnapshot, presentCertification, todayOf } from './certification.presenter.ts';

export const createCertification = async ({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: CreateCertificationBody;
  db: Db;
}): Promise<Certification> =>
  db.transaction(async (tx) => {
    const days = certificationDays(input);
    const values = {
      issuedOn: days.issuedOn ?? null,
      expiresOn: days.expiresOn ?? null,
      periodStart: days.periodStart ?? null,
      periodEnd: days.periodEnd ?? null,
      evidenceId: input.evidenceId ?? null,
    };
    await checkCertification(tx, actor.organizationId, values);
    const id = newId('crt');
    await insertCertification(tx, {
      id,
      organizationId: actor.organizationId,
      name: input.name,
      status: input.status,
      issuer: input.issuer,
      number: input.number,
      scope: input.scope,
      ...values,
      createdBy: actor.userId,
    });
    const row = (await findCertification(tx, actor.organizationId, id))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'certification.created',
      entityType: 'certification',
      entityId: id,
      after: certificationSnapshot(row),
      requestId: actor.requestId,
    });
    return presentCertification(row, todayOf());
  });
