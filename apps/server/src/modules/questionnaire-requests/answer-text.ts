import type { AnswerValue, Question } from '@rampart/domain';

/** An answer in words, for a finding's description: labels for choices, counts for files. */
export const answerText = (q: Question, value: AnswerValue | undefined): string => {
  if (value === undefined || value === null || value === '') return '(no answer)';
  const label = (id: string) => q.options?.find((o) => o.id === id)?.label ?? id;
  switch (q.type) {
    case 'yes_no':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'single_choice':
      return label(String(value));
    case 'multiple_choice':
      return Array.isArray(value) ? value.map(label).join('; ') : String(value);
    case 'file_upload':
      return Array.isArray(value) ? `${value.length} file(s) attached` : String(value);
    default:
      return String(value);
  }
};
