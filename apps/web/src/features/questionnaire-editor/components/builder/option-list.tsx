import { Plus, Trash2 } from 'lucide-react';
import { QUESTIONNAIRE_LIMITS } from '@rampart/contracts';
import type { Question, QuestionOption } from '@rampart/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { newId } from '../../lib/ids.ts';
import { useEditorContext } from '../editor-context.ts';
import { NumberField } from './number-field.tsx';
import { SharedText } from './shared-text.tsx';

/**
 * A choice question's options: label and score (the share of the weight it earns, 0 to 1).
 * The list is one value in the document, so each change writes the whole list.
 */
export const OptionList = ({ question: q }: { question: Question }) => {
  const { editor } = useEditorContext();
  const options = q.options ?? [];
  const write = (next: QuestionOption[]) => editor.setQuestionValue(q.id, 'options', next);
  // An emptied score is left out (the option then earns nothing), not stored as undefined.
  const change = (id: string, patch: Partial<QuestionOption>) =>
    write(
      options.map((o) => {
        if (o.id !== id) return o;
        const next = { ...o, ...patch };
        if (next.score === undefined) delete next.score;
        return next;
      }),
    );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-[13px] font-medium text-fg">Options</legend>
      {options.length === 0 ? (
        <p className="text-xs text-muted">No options yet: add the answers to choose from.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {options.map((o, i) => {
            const name = `Option ${i + 1}`;
            return (
              <li key={o.id} className="flex items-center gap-2">
                <SharedText
                  aria-label={`${name} label`}
                  placeholder={name}
                  maxLength={QUESTIONNAIRE_LIMITS.optionLabelMax}
                  value={o.label}
                  onChange={(label) => change(o.id, { label })}
                />
                <NumberField
                  aria-label={`${name} score`}
                  placeholder="Score"
                  className="w-24"
                  min={0}
                  max={1}
                  step={0.1}
                  value={o.score}
                  onCommit={(score) => change(o.id, { score })}
                />
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={`Remove ${name}`}
                  onClick={() => write(options.filter((x) => x.id !== o.id))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button
          size="sm"
          variant="ghost"
          disabled={options.length >= QUESTIONNAIRE_LIMITS.optionsMax}
          onClick={() => write([...options, { id: newId('o'), label: '' }])}
        >
          <Plus aria-hidden />
          Add option
        </Button>
      </div>
    </fieldset>
  );
};
