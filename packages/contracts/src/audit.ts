import { z } from 'zod';
import { listQuerySchema } from './envelope.ts';

export const AUDIT_ACTIONS = [
  'organization.created',
  'organization.updated',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'invitation.created',
  'invitation.revoked',
  'invitation.accepted',
  'user.profile_updated',
  'user.password_changed',
  'risk.created',
  'risk.updated',
  'risk.deleted',
  'control.created',
  'control.updated',
  'control.deleted',
  'control.test_scheduled',
  'control.test_completed',
  'mapping.created',
  'mapping.updated',
  'mapping.deleted',
  'evidence.uploaded',
  'evidence.updated',
  'evidence.deleted',
  'finding.created',
  'finding.updated',
  'finding.deleted',
  'test_script.created',
  'test_script.updated',
  'test_script.deleted',
  'test_script.controls_linked',
  'test_script.controls_unlinked',
  'test_script.executed',
  'control.adopted',
  'framework.selected',
  'framework.unselected',
  'framework.deleted',
  'requirement.applicability_set',
  'requirement.control_mapped',
  'requirement.control_unmapped',
  'assessment.created',
  'assessment.updated',
  'assessment.deleted',
  'assessment.result_recorded',
  'assessment.signed_off',
  'framework.imported',
  'framework.components_imported',
] as const;
/** Every action the audit log records; recordAudit accepts only these. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEventSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = listQuerySchema.extend({
  entityType: z.string().max(64).optional(),
  entityId: z.string().max(64).optional(),
  actorId: z.string().max(64).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
