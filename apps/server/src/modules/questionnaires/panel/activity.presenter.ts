import type { QuestionnaireActivity } from '@rampart/contracts';
import type { QuestionnaireActivityRow } from '@rampart/db';

export const presentActivity = (row: QuestionnaireActivityRow): QuestionnaireActivity => ({
  id: row.id,
  type: row.type as QuestionnaireActivity['type'],
  description: row.description,
  user: { id: row.userId, name: row.userName },
  timestamp: row.createdAt.toISOString(),
  targetType: row.targetType as QuestionnaireActivity['targetType'],
  targetId: row.targetId,
  metadata: row.metadata,
});
