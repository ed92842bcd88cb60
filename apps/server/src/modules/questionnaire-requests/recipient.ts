import type { QuestionnaireRequestRow } from '@rampart/db';

/** How the recipient is named in notes, activity and audit (they have no account). */
export const recipientName = (
  row: Pick<QuestionnaireRequestRow, 'recipientName' | 'recipientEmail'>,
) => row.recipientName || row.recipientEmail;

/** Audit events the recipient causes: no user; the request is the entity. */
export const recipientAudit = (
  row: Pick<QuestionnaireRequestRow, 'organizationId' | 'id'>,
  requestId: string,
) => ({
  organizationId: row.organizationId,
  actorId: null,
  entityType: 'questionnaire_request',
  entityId: row.id,
  requestId,
});
