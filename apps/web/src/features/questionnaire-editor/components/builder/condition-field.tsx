import { useId } from 'react';
import { CONDITION_SOURCE_TYPES, type QuestionType } from '@rampart/contracts';
import type { Question, QuestionCondition } from '@rampart/domain';
import { Label } from '../../../../components/ui/label.tsx';
import { Select } from '../../../../components/ui/input.tsx';
import { useEditorContext } from '../editor-context.ts';

const ALWAYS = '';
const canDriveCondition = (q: Question) =>
  (CONDITION_SOURCE_TYPES as readonly QuestionType[]).includes(q.type);

/** The answers a condition can wait for: yes or no, or one of the question's options. */
export const answerChoices = (source: Question): { value: string; label: string }[] =>
  source.type === 'yes_no'
    ? [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ]
    : (source.options ?? []).map((o, i) => ({ value: o.id, label: o.label || `Option ${i + 1}` }));

const toEquals = (source: Question, value: string): QuestionCondition['equals'] =>
  source.type === 'yes_no' ? value === 'true' : value;

export const questionLabel = (q: Question, index: number): string =>
  `${index + 1}. ${q.text.trim() || 'Untitled question'}`;

/** "Show when question X has answer Y": only earlier yes/no and choice questions qualify. */
export const ConditionField = ({
  question: q,
  earlier,
}: {
  question: Question;
  earlier: readonly Question[];
}) => {
  const { editor } = useEditorContext();
  const id = useId();
  const sources = earlier
    .map((e, index) => ({ question: e, index }))
    .filter(({ question }) => canDriveCondition(question));
  const condition = q.condition;
  const source = condition ? earlier.find((e) => e.id === condition.questionId) : undefined;
  const setCondition = (value: QuestionCondition | undefined) =>
    editor.setQuestionValue(q.id, 'condition', value);

  if (sources.length === 0 && !condition) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-56 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-source`}>Show when</Label>
        <Select
          id={`${id}-source`}
          value={condition?.questionId ?? ALWAYS}
          onChange={(e) => {
            const picked = earlier.find((x) => x.id === e.currentTarget.value);
            if (!picked) return setCondition(undefined);
            const first = answerChoices(picked)[0];
            setCondition({
              questionId: picked.id,
              equals: first ? toEquals(picked, first.value) : '',
            });
          }}
        >
          <option value={ALWAYS}>Always shown</option>
          {sources.map(({ question, index }) => (
            <option key={question.id} value={question.id}>
              {questionLabel(question, index)}
            </option>
          ))}
          {condition && !source ? (
            <option value={condition.questionId}>
              A question that is no longer before this one
            </option>
          ) : null}
        </Select>
      </div>
      {condition && source ? (
        <div className="flex w-48 flex-col gap-1.5">
          <Label htmlFor={`${id}-answer`}>has the answer</Label>
          <Select
            id={`${id}-answer`}
            value={String(condition.equals)}
            onChange={(e) =>
              setCondition({
                questionId: source.id,
                equals: toEquals(source, e.currentTarget.value),
              })
            }
          >
            {answerChoices(source).map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
            {answerChoices(source).some((a) => a.value === String(condition.equals)) ? null : (
              <option value={String(condition.equals)}>Pick an answer</option>
            )}
          </Select>
        </div>
      ) : null}
    </div>
  );
};
