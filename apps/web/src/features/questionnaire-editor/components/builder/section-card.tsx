import { useId } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { QUESTIONNAIRE_LIMITS } from '@rampart/contracts';
import type { Question, QuestionnaireSection } from '@rampart/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { editorsOf } from '../../../../lib/collab/presence.ts';
import { useEditorContext } from '../editor-context.ts';
import { EditingMarker } from '../../../../components/ui/editing-marker.tsx';
import { focusPresence } from './focus-presence.ts';
import { QuestionCard } from './question-card.tsx';
import { SharedText } from './shared-text.tsx';

type Props = {
  section: QuestionnaireSection;
  index: number;
  count: number;
  /** The questions of the sections before this one, in reading order. */
  before: readonly Question[];
};

/** A section in the builder: its title and description, then its questions. */
export const SectionCard = ({ section: s, index, count, before }: Props) => {
  const { editor, people, setEditing } = useEditorContext();
  const id = useId();
  const name = `Section ${index + 1}`;
  const questionsMax = s.questions.length >= QUESTIONNAIRE_LIMITS.questionsMax;
  return (
    <section aria-label={name} className="rounded-lg border border-border bg-surface p-4">
      <div
        className="flex flex-col gap-3"
        {...focusPresence(setEditing, { type: 'section', id: s.id })}
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-sm font-semibold text-fg">{name}</h2>
          <EditingMarker people={editorsOf(people, 'section', s.id)} />
          <span className="ml-auto flex gap-1">
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={`Move ${name} up`}
              disabled={index === 0}
              onClick={() => editor.moveSection(s.id, -1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={`Move ${name} down`}
              disabled={index === count - 1}
              onClick={() => editor.moveSection(s.id, 1)}
            >
              <ArrowDown aria-hidden />
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              aria-label={`Remove ${name}`}
              onClick={() => editor.removeSection(s.id)}
            >
              <Trash2 aria-hidden />
            </Button>
          </span>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-title`}>Section title</Label>
          <SharedText
            id={`${id}-title`}
            placeholder="Untitled section"
            maxLength={QUESTIONNAIRE_LIMITS.sectionTitleMax}
            value={s.title}
            onChange={(v) => editor.setSectionText(s.id, 'title', v)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-description`}>Section description</Label>
          <SharedText
            id={`${id}-description`}
            multiline
            placeholder="Optional: what this section covers"
            maxLength={QUESTIONNAIRE_LIMITS.descriptionMax}
            value={s.description ?? ''}
            onChange={(v) => editor.setSectionText(s.id, 'description', v)}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {s.questions.map((q, i) => (
          <QuestionCard
            key={q.id}
            question={q}
            number={before.length + i + 1}
            earlier={[...before, ...s.questions.slice(0, i)]}
            isFirst={i === 0}
            isLast={i === s.questions.length - 1}
          />
        ))}
        <div>
          <Button size="sm" disabled={questionsMax} onClick={() => editor.addQuestion(s.id)}>
            <Plus aria-hidden />
            Add question
          </Button>
        </div>
      </div>
    </section>
  );
};
