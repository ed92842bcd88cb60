import { SOA_FRAMEWORK_ID, type Assessment } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import type { AssessmentRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

/** A period date as the API writes it: YYYY-MM-DD (stored as UTC midnight). */
export const day = (d: Date): string => d.toISOString().slice(0, 10);

const person = (id: string | null, name: string | null) =>
  id ? { id, name: name ?? 'Former member' } : null;

export const presentAssessment = (row: AssessmentRecord, actor: Actor): Assessment => {
  const open = row.status !== 'signed_off';
  const canWrite = open && hasPermission(actor.permissions, 'assessments:write');
  const { total, ...counts } = row.counts;
  return {
    id: row.id,
    frameworkId: row.frameworkId,
    frameworkName: row.frameworkName,
    frameworkVersion: row.frameworkVersion,
    name: row.name,
    periodStart: day(row.periodStart),
    periodEnd: day(row.periodEnd),
    status: open ? 'in_progress' : 'signed_off',
    leadAssessor: person(row.leadAssessorUserId, row.leadAssessorName),
    signedOffBy: person(row.signedOffBy, row.signedOffByName),
    signedOffAt: row.signedOffAt?.toISOString() ?? null,
    signOffStatement: row.signOffStatement,
    progress: {
      total,
      ...counts,
      percentAssessed: total === 0 ? 0 : Math.floor((counts.assessed * 100) / total),
    },
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: {
      update: canWrite,
      delete: canWrite,
      signOff: canWrite,
      exportSoa: row.frameworkId === SOA_FRAMEWORK_ID,
    },
  };
};
