import { z } from 'zod';
import { listQuerySchema } from './envelope.ts';
import { tableExportFormatSchema } from './table-export.ts';

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
  // Sign-in and second factors (issue 21): recorded in each organisation of the person.
  'user.signed_in',
  'user.sign_in_failed',
  'user.two_factor_enabled',
  'user.two_factor_disabled',
  'user.backup_codes_regenerated',
  'user.passkey_added',
  'user.passkey_renamed',
  'user.passkey_removed',
  'member.two_factor_reset',
  'user.session_ended',
  'user.other_sessions_ended',
  'member.signed_out',
  'organization.security_updated',
  'organization.domain_added',
  'organization.domain_verified',
  'organization.domain_removed',
  'organization.sso_added',
  'organization.sso_updated',
  'organization.sso_removed',
  /** An owner signed in with their password while single sign-on is required (break-glass). */
  'user.break_glass_sign_in',
  // SCIM provisioning (issue 21 point 4): the identity provider acts, with no person as actor.
  'organization.scim_token_created',
  'organization.scim_updated',
  'organization.scim_removed',
  'member.deactivated',
  'member.reactivated',
  // API tokens (issue 21 point 5).
  'api_token.created',
  'api_token.revoked',
  // AI assistants connected by OAuth (issue 23 point 2).
  'oauth.connected',
  'oauth.disconnected',
  // Outgoing webhooks (issue 23 point 3).
  'webhook.endpoint_created',
  'webhook.endpoint_updated',
  'webhook.endpoint_deleted',
  'webhook.endpoint_disabled',
  'webhook.secret_rotated',
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
  'certification.created',
  'certification.updated',
  'certification.deleted',
  'incoming_questionnaire.imported',
  'incoming_questionnaire.updated',
  'incoming_questionnaire.draft_requested',
  'incoming_questionnaire.deleted',
  'incoming_answer.reviewed',
  'incoming_answer.gap_raised',
  'answer_library.deleted',
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
  'vendor.created',
  'vendor.updated',
  'vendor.deleted',
  'vendor.integration_updated',
  'vendor.assessed',
  'vendor.site_read',
  'questionnaire.created',
  'questionnaire.updated',
  'questionnaire.deleted',
  'questionnaire.status_changed',
  'questionnaire.imported',
  'questionnaire.version_created',
  'questionnaire.version_restored',
  'questionnaire.assignment_created',
  'questionnaire.assignment_updated',
  'questionnaire.assignment_deleted',
  // Sharing (issue 12 point 4).
  'questionnaire.member_invited',
  'questionnaire.member_updated',
  'questionnaire.member_removed',
  'questionnaire.invitation_answered',
  'questionnaire.sharing_updated',
  'questionnaire.link_created',
  'questionnaire.link_updated',
  'questionnaire.link_deleted',
  // Recipients answering through a link (issue 12 point 5).
  'questionnaire_request.sent',
  'questionnaire_request.updated',
  'questionnaire_request.revoked',
  'questionnaire_request.answered',
  'questionnaire_request.submitted',
  'questionnaire_request.reviewed',
  'questionnaire_request.accepted',
  // Documents (issue 13 point 4).
  'document.created',
  'document.updated',
  'document.deleted',
  'document.version_uploaded',
  'document.submitted',
  'document.approved',
  'document.changes_requested',
  'document.links_updated',
  // Reports (issue 13 point 3).
  'report.saved',
  'report.updated',
  'report.deleted',
  'report.scheduled',
  'report.unscheduled',
  'report.exported',
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
  /** Set when an AI agent made the change through MCP (decision 041), with the client's name. */
  via: z.object({ channel: z.literal('mcp'), client: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The actions a "sign-ins" view lists (Organisation → Security, issue 21 point 7). */
export const SIGN_IN_ACTIONS = [
  'user.signed_in',
  'user.sign_in_failed',
  'user.break_glass_sign_in',
] as const satisfies readonly AuditAction[];

export const auditQuerySchema = listQuerySchema.extend({
  /** sign-ins: only sign-ins and refused sign-in attempts. */
  kind: z.enum(['sign-ins']).optional(),
  entityType: z.string().max(64).optional(),
  entityId: z.string().max(64).optional(),
  actorId: z.string().max(64).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The audit log's filters, for a file of every matching event, newest first. */
export const exportAuditQuerySchema = auditQuerySchema
  .omit({ limit: true, cursor: true })
  .extend({ format: tableExportFormatSchema });
export type ExportAuditQuery = z.infer<typeof exportAuditQuerySchema>;
