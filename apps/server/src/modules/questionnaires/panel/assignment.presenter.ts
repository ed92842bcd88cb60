import type {
  AssignmentPriority,
  MyQuestionnaireAssignment,
  QuestionnaireAssignment,
  QuestionnaireStatus,
} from '@rampart/contracts';
import type { QuestionnaireStructure } from '@rampart/domain';
import type { QuestionnaireAssignmentRecord } from '@rampart/db';
import type { QuestionnaireAccess } from '../questionnaire-access.ts';
import { calendarDay, sectionTitle } from './assignment-rules.ts';
import type { MyAssignmentRow } from './my-assignments.ts';

/** Who reads, their access, and whether the questionnaire is open to changes (not archived). */
export type AssignmentReader = { userId: string; access: QuestionnaireAccess; live: boolean };

export const presentAssignment = (
  row: QuestionnaireAssignmentRecord,
  structure: QuestionnaireStructure,
  reader: AssignmentReader,
): QuestionnaireAssignment => {
  const share = reader.access.abilities.share;
  return {
    id: row.id,
    questionnaireId: row.questionnaireId,
    sectionId: row.sectionId,
    sectionTitle: sectionTitle(structure, row.sectionId),
    assignee: { id: row.assigneeId, name: row.assigneeName, email: row.assigneeEmail },
    dueDate: calendarDay(row.dueDate),
    priority: row.priority as AssignmentPriority,
    instructions: row.instructions,
    remindersOn: row.remindersOn,
    reminderDays: row.reminderDays,
    remindersSent: row.remindersSent,
    isCompleted: row.completedAt !== null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    abilities: {
      edit: share,
      delete: share,
      complete: share || (reader.live && row.assigneeId === reader.userId),
    },
  };
};

export const presentMyAssignment = ({
  assignment: a,
  questionnaire: q,
}: MyAssignmentRow): MyQuestionnaireAssignment => ({
  id: a.id,
  questionnaire: { id: q.id, title: q.title, status: q.status as QuestionnaireStatus },
  sectionId: a.sectionId,
  sectionTitle: sectionTitle(q.structure as unknown as QuestionnaireStructure, a.sectionId),
  dueDate: calendarDay(a.dueDate),
  priority: a.priority as AssignmentPriority,
  instructions: a.instructions,
  createdAt: a.createdAt.toISOString(),
});
