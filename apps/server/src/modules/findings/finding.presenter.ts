import { FINDING_DONE_STATUSES, type Finding } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import type { FindingRecord } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DONE: readonly string[] = FINDING_DONE_STATUSES;

/** Overdue: the due date has passed and the finding is not resolved or closed. */
export const isOverdue = (dueDate: Date | null, status: string, now: Date): boolean =>
  dueDate !== null && dueDate.getTime() < now.getTime() && !DONE.includes(status);

// Findings are audit-evidence work: the evidence permissions govern them (no findings:* exists).
export const presentFinding = (row: FindingRecord, actor: Actor, now = new Date()): Finding => {
  const canWrite = hasPermission(actor.permissions, 'evidence:write');
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    severity: row.severity as Finding['severity'],
    status: row.status as Finding['status'],
    ownerUserId: row.ownerUserId,
    ownerName: row.ownerName,
    dueDate: iso(row.dueDate),
    overdue: isOverdue(row.dueDate, row.status, now),
    remediation: row.remediation,
    controlId: row.controlId,
    controlTitle: row.controlTitle,
    assessmentId: row.assessmentId,
    assessmentName: row.assessmentName,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    findingKey: row.findingKey,
    riskId: row.riskId,
    riskTitle: row.riskTitle,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: { update: canWrite, delete: canWrite },
  };
};
