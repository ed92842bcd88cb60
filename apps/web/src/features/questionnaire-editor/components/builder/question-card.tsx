import { memo, useId } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import {
  CHOICE_QUESTION_TYPES,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  QUESTIONNAIRE_LIMITS,
  type QuestionType,
} from '@rampart/contracts';
import type { Question } from '@rampart/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox, Select } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { editorsOf } from '../../../../lib/collab/presence.ts';
import { useEditorContext } from '../editor-context.ts';
import { ConditionField } from './condition-field.tsx';
import { EditingMarker } from '../../../../components/ui/editing-marker.tsx';
import { focusPresence } from './focus-presence.ts';
import { NumberField } from './number-field.tsx';
import { OptionList } from './option-list.tsx';
import { SharedText } from './shared-text.tsx';

type Props = {
  question: Question;
  /** Its number in reading order, from 1. */
  number: number;
  /** The questions before it: a condition may only use one of them. */
  earlier: readonly Question[];
  isFirst: boolean;
  isLast: boolean;
};

const isChoice = (type: QuestionType) =>
  (CHOICE_QUESTION_TYPES as readonly string[]).includes(type);

const TypeFields = ({ question: q }: { question: Question }) => {
  const { editor } = useEditorContext();
  const id = useId();
  if (isChoice(q.type)) return <OptionList question={q} />;
  if (q.type === 'number' || q.type === 'scale') {
    const scale = q.type === 'scale';
    return (
      <div className="flex flex-wrap gap-3">
        <div className="flex w-32 flex-col gap-1.5">
          <Label htmlFor={`${id}-min`}>{scale ? 'Scale from' : 'Minimum'}</Label>
          <NumberField
            id={`${id}-min`}
            value={q.min}
            onCommit={(v) => editor.setQuestionValue(q.id, 'min', v)}
          />
        </div>
        <div className="flex w-32 flex-col gap-1.5">
          <Label htmlFor={`${id}-max`}>{scale ? 'Scale to' : 'Maximum'}</Label>
          <NumberField
            id={`${id}-max`}
            value={q.max}
            onCommit={(v) => editor.setQuestionValue(q.id, 'max', v)}
          />
        </div>
      </div>
    );
  }
  if (q.type === 'yes_no') {
    return (
      <div className="flex w-56 flex-col gap-1.5">
        <Label htmlFor={`${id}-credit`}>Credited answer</Label>
        <Select
          id={`${id}-credit`}
          value={q.creditedAnswer === false ? 'no' : 'yes'}
          onChange={(e) =>
            editor.setQuestionValue(
              q.id,
              'creditedAnswer',
              e.currentTarget.value === 'no' ? false : undefined,
            )
          }
        >
          <option value="yes">Yes earns the credit</option>
          <option value="no">No earns the credit</option>
        </Select>
      </div>
    );
  }
  return null;
};

/** One question in the builder, every field bound to the shared document. */
export const QuestionCard = memo(function QuestionCard({
  question: q,
  number,
  earlier,
  isFirst,
  isLast,
}: Props) {
  const { editor, people, setEditing } = useEditorContext();
  const id = useId();
  const name = `Question ${number}`;
  return (
    <div
      role="group"
      aria-label={name}
      className="rounded-md border border-border bg-elevated p-3"
      {...focusPresence(setEditing, { type: 'question', id: q.id })}
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-muted">{name}</span>
        <EditingMarker people={editorsOf(people, 'question', q.id)} />
        <span className="ml-auto flex gap-1">
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Move ${name} up`}
            disabled={isFirst}
            onClick={() => editor.moveQuestion(q.id, -1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Move ${name} down`}
            disabled={isLast}
            onClick={() => editor.moveQuestion(q.id, 1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Remove ${name}`}
            onClick={() => editor.removeQuestion(q.id)}
          >
            <Trash2 aria-hidden />
          </Button>
        </span>
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>Question text</Label>
          <SharedText
            id={`${id}-text`}
            multiline
            placeholder="What do you want to ask?"
            maxLength={QUESTIONNAIRE_LIMITS.questionTextMax}
            value={q.text}
            onChange={(v) => editor.setQuestionText(q.id, 'text', v)}
          />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex w-48 flex-col gap-1.5">
            <Label htmlFor={`${id}-type`}>Type</Label>
            <Select
              id={`${id}-type`}
              value={q.type}
              onChange={(e) => editor.setQuestionType(q.id, e.currentTarget.value as QuestionType)}
            >
              {QUESTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {QUESTION_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex w-24 flex-col gap-1.5">
            <Label htmlFor={`${id}-weight`}>Weight</Label>
            <NumberField
              id={`${id}-weight`}
              min={0}
              max={1000}
              value={q.weight}
              onCommit={(v) => editor.setQuestionValue(q.id, 'weight', v ?? 0)}
            />
          </div>
          <label className="flex h-8 items-center gap-2 text-[13px] font-medium text-fg">
            <Checkbox
              checked={q.required}
              onChange={(e) => editor.setQuestionValue(q.id, 'required', e.currentTarget.checked)}
            />
            Required
          </label>
        </div>
        <TypeFields question={q} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-help`}>Help text</Label>
          <SharedText
            id={`${id}-help`}
            placeholder="Optional guidance for the person answering"
            maxLength={QUESTIONNAIRE_LIMITS.helpTextMax}
            value={q.helpText ?? ''}
            onChange={(v) => editor.setQuestionText(q.id, 'helpText', v)}
          />
        </div>
        <ConditionField question={q} earlier={earlier} />
      </div>
    </div>
  );
});
