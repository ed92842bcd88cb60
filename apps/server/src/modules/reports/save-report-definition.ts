import type { ReportSpec } from '@rampart/contracts';
import {
  deleteReportDefinition,
  findReportDefinition,
  insertReportDefinition,
  newId,
  recordAudit,
  updateReportDefinition,
  type Db,
  type ReportDefinitionRow,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { checkReportFilters } from './check-report-filters.ts';
import { storedFilters } from './report.presenter.ts';

const snapshot = (r: ReportDefinitionRow) => ({
  title: r.title,
  sections: r.sections,
  filters: r.filters,
});

/** Saves a new report definition (its sections, filters and period). */
export const createReportDefinition = ({
  actor,
  spec,
  db,
}: {
  actor: Actor;
  spec: ReportSpec;
  db: Db;
}) =>
  db.transaction(async (tx) => {
    await checkReportFilters(tx, actor.organizationId, spec.filters);
    const row = await insertReportDefinition(tx, {
      id: newId('rpt'),
      organizationId: actor.organizationId,
      title: spec.title,
      sections: spec.sections,
      filters: storedFilters(spec.filters),
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'report.saved',
      entityType: 'report',
      entityId: row.id,
      after: snapshot(row),
      requestId: actor.requestId,
    });
    return row;
  });

/** Replaces a saved report's title, sections and filters (its schedule stays). */
export const updateReportDefinitionSpec = ({
  actor,
  id,
  spec,
  db,
}: {
  actor: Actor;
  id: string;
  spec: ReportSpec;
  db: Db;
}) =>
  db.transaction(async (tx) => {
    const before = await findReportDefinition(tx, actor.organizationId, id);
    if (!before) throw notFound('Report');
    await checkReportFilters(tx, actor.organizationId, spec.filters);
    const row = (await updateReportDefinition(tx, actor.organizationId, id, {
      title: spec.title,
      sections: spec.sections,
      filters: storedFilters(spec.filters),
    }))!;
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'report.updated',
      entityType: 'report',
      entityId: id,
      before: snapshot(before),
      after: snapshot(row),
      requestId: actor.requestId,
    });
    return row;
  });

/** Deletes a saved report; its past runs and their files stay in the history. */
export const removeReportDefinition = ({ actor, id, db }: { actor: Actor; id: string; db: Db }) =>
  db.transaction(async (tx) => {
    const row = await deleteReportDefinition(tx, actor.organizationId, id);
    if (!row) throw notFound('Report');
    await recordAudit(tx, {
      organizationId: actor.organizationId,
      actorId: actor.userId,
      action: 'report.deleted',
      entityType: 'report',
      entityId: id,
      before: snapshot(row),
      requestId: actor.requestId,
    });
  });
