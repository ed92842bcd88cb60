import type { Questionnaire } from '@rampart/contracts';

/** The status changes of the API (the domain's QUESTIONNAIRE_TRANSITIONS), in menu order. */
export const STATUS_ACTIONS = ['publish', 'revise', 'archive', 'unarchive'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

export const STATUS_ACTION_LABELS: Record<StatusAction, string> = {
  publish: 'Publish',
  revise: 'Revise',
  archive: 'Archive',
  unarchive: 'Unarchive',
};

/** The toast after a change: "Questionnaire published". */
export const STATUS_ACTION_DONE: Record<StatusAction, string> = {
  publish: 'Questionnaire published',
  revise: 'Questionnaire back to draft',
  archive: 'Questionnaire archived',
  unarchive: 'Questionnaire unarchived',
};

/** The changes the server allows this actor now: its abilities decide, never the UI. */
export const allowedStatusActions = (abilities: Questionnaire['abilities']): StatusAction[] =>
  STATUS_ACTIONS.filter((a) => abilities[a]);

/**
 * A structure path as a person reads it: "structure.sections.0.questions.2.text" becomes
 * "Section 1, question 3, text". Paths of another shape are shown as they are.
 */
export const readablePath = (field: string): string => {
  const parts = field.replace(/^structure\.?/, '').split('.');
  if (parts.length === 1 && parts[0] === '') return 'Questionnaire';
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const next = parts[i + 1];
    const index = next !== undefined && /^\d+$/.test(next) ? Number(next) + 1 : null;
    if (index !== null && (part === 'sections' || part === 'questions' || part === 'options')) {
      out.push(`${part.slice(0, -1)} ${index}`);
      i += 1;
    } else out.push(part);
  }
  const text = out.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
