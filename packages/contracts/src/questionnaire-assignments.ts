import { z } from 'zod';
import { calendarDate } from './dates.ts';
import {
  ASSIGNMENT_DEFAULTS,
  ASSIGNMENT_PRIORITIES,
  QUESTIONNAIRE_LIMITS as L,
  QUESTIONNAIRE_STATUSES,
} from './questionnaire-values.ts';

// The side panel's assignments (§4): sections given to people, due dates, reminders.

const id = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(64, `${label} is at most 64 characters`);
const person = z.object({ id: z.string(), name: z.string() });

export const questionnaireAssignmentParamsSchema = z.object({
  id: id('Questionnaire'),
  assignmentId: id('Assignment'),
});

export const REMINDER_DAYS_MAX = 365;
const reminderDays = z
  .array(
    z
      .number()
      .int('Reminder days are whole days')
      .min(1, 'A reminder is 1 day or more before the due date')
      .max(REMINDER_DAYS_MAX, `A reminder is at most ${REMINDER_DAYS_MAX} days before`),
  )
  .max(10, 'At most 10 reminders');

export const questionnaireAssignmentSchema = z.object({
  id: z.string(),
  questionnaireId: z.string(),
  /** null: the whole questionnaire. */
  sectionId: z.string().nullable(),
  sectionTitle: z.string().nullable(),
  assignee: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** YYYY-MM-DD */
  dueDate: z.string().nullable(),
  priority: z.enum(ASSIGNMENT_PRIORITIES),
  instructions: z.string(),
  remindersOn: z.boolean(),
  reminderDays: z.array(z.number().int()),
  /** Days-before already reminded. */
  remindersSent: z.array(z.number().int()),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  createdBy: person.nullable(),
  createdAt: z.string(),
  abilities: z.object({ edit: z.boolean(), complete: z.boolean(), delete: z.boolean() }),
});
export type QuestionnaireAssignment = z.infer<typeof questionnaireAssignmentSchema>;

const instructions = z
  .string()
  .trim()
  .max(L.descriptionMax, `Instructions are at most ${L.descriptionMax} characters`);

export const createQuestionnaireAssignmentBodySchema = z.object({
  /** A section of the questionnaire; null or absent for the whole questionnaire. */
  sectionId: id('Section').nullish(),
  assigneeId: id('Assignee'),
  dueDate: calendarDate('dueDate must be a date').nullish(),
  priority: z
    .enum(ASSIGNMENT_PRIORITIES, {
      message: `Priority must be one of ${ASSIGNMENT_PRIORITIES.join(', ')}`,
    })
    .default(ASSIGNMENT_DEFAULTS.priority),
  instructions: instructions.default(''),
  remindersOn: z.boolean().default(ASSIGNMENT_DEFAULTS.remindersOn),
  reminderDays: reminderDays.default([...ASSIGNMENT_DEFAULTS.reminderDays]),
});
export type CreateQuestionnaireAssignmentBody = z.infer<
  typeof createQuestionnaireAssignmentBodySchema
>;

export const updateQuestionnaireAssignmentBodySchema = z
  .object({
    sectionId: id('Section').nullable(),
    assigneeId: id('Assignee'),
    dueDate: calendarDate('dueDate must be a date').nullable(),
    priority: z.enum(ASSIGNMENT_PRIORITIES, {
      message: `Priority must be one of ${ASSIGNMENT_PRIORITIES.join(', ')}`,
    }),
    instructions,
    remindersOn: z.boolean(),
    reminderDays,
    /** The assignee (or someone who may share) marks the work done, or reopens it. */
    completed: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateQuestionnaireAssignmentBody = z.infer<
  typeof updateQuestionnaireAssignmentBodySchema
>;

/** The signed-in person's open assignments, for the app's own lists. */
export const myQuestionnaireAssignmentSchema = z.object({
  id: z.string(),
  questionnaire: z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(QUESTIONNAIRE_STATUSES),
  }),
  sectionId: z.string().nullable(),
  sectionTitle: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.enum(ASSIGNMENT_PRIORITIES),
  instructions: z.string(),
  createdAt: z.string(),
});
export type MyQuestionnaireAssignment = z.infer<typeof myQuestionnaireAssignmentSchema>;
