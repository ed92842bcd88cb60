// What an assignment may name: a section of the questions as they are now (or none, for the
// whole questionnaire) and a person who may edit the questionnaire.
import type { QuestionnaireStructure } from '@rampart/domain';
import type { Executor, QuestionnaireRow } from '@rampart/db';
import { invalid } from '../../../errors.ts';
import { canDo, peopleWithAccess, type Person } from './panel-context.ts';

export const checkedSection = (structure: QuestionnaireStructure, sectionId: string | null) => {
  if (sectionId === null) return null;
  const section = structure.sections.find((s) => s.id === sectionId);
  if (!section) throw invalid('sectionId', `No section ${sectionId} in this questionnaire`);
  return section;
};

export const checkedAssignee = async (
  db: Executor,
  organizationId: string,
  row: Pick<QuestionnaireRow, 'id' | 'createdBy' | 'visibility' | 'status' | 'allowDownload'>,
  assigneeId: string,
): Promise<Person> => {
  const person = (await peopleWithAccess(db, organizationId, row, [assigneeId])).get(assigneeId);
  if (!person?.access) {
    throw invalid('assigneeId', 'Assign the work to someone who can see this questionnaire');
  }
  if (!canDo(person, 'edit')) {
    throw invalid(
      'assigneeId',
      `${person.name} can only view this questionnaire: give them edit access first`,
    );
  }
  return person;
};

/** The section's title, or null for the whole questionnaire (or a section since removed). */
export const sectionTitle = (structure: QuestionnaireStructure, sectionId: string | null) =>
  sectionId === null ? null : (structure.sections.find((s) => s.id === sectionId)?.title ?? null);

/** YYYY-MM-DD, as the due date was given. */
export const calendarDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
