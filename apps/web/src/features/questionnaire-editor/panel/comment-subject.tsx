import { useState } from 'react';
import type { QuestionnaireStructure } from '@rampart/domain';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { questionChoices } from './comment-target.ts';

/** The subject "the whole questionnaire", beside question ids. */
export const WHOLE = 'questionnaire';

/**
 * What the Comments tab is about: the question selected in the builder, unless another (or the
 * whole questionnaire) is chosen by hand; a hand-picked choice holds until another question is
 * selected in the builder. A question that is removed falls back to the whole questionnaire.
 */
export const useCommentSubject = (
  structure: QuestionnaireStructure,
  selectedQuestionId: string | null,
) => {
  const choices = questionChoices(structure);
  const selected = choices.some((c) => c.id === selectedQuestionId) ? selectedQuestionId : null;
  const [picked, setPicked] = useState<{ for: string | null; subject: string } | null>(null);
  const wanted = picked && picked.for === selected ? picked.subject : (selected ?? WHOLE);
  const subject = wanted === WHOLE || choices.some((c) => c.id === wanted) ? wanted : WHOLE;
  return {
    choices,
    subject,
    /** The question it is about, or null for the whole questionnaire. */
    questionId: subject === WHOLE ? null : subject,
    setSubject: (next: string) => setPicked({ for: selected, subject: next }),
  };
};
export type CommentSubject = ReturnType<typeof useCommentSubject>;

/** The subject as a select: the whole questionnaire or one of its questions. */
export const SubjectSelect = ({
  label,
  value,
  error,
}: {
  label: string;
  value: CommentSubject;
  error?: string;
}) => (
  <Field label={label} error={error}>
    {(p) => (
      <Select
        {...p}
        value={value.subject}
        onChange={(e) => value.setSubject(e.currentTarget.value)}
      >
        <option value={WHOLE}>The whole questionnaire</option>
        {value.choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </Select>
    )}
  </Field>
);
