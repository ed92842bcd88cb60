import { FileQuestion } from 'lucide-react';
import { QUESTION_TYPE_LABELS } from '@rampart/contracts';
import { questionsInOrder, type Question, type QuestionnaireStructure } from '@rampart/domain';
import { Badge } from '../../../../components/ui/badge.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { editorsOf, type Person } from '../../../../lib/collab/presence.ts';
import { answerChoices, questionLabel } from './condition-field.tsx';
import { EditingMarker } from '../../../../components/ui/editing-marker.tsx';

const conditionText = (q: Question, all: readonly Question[]): string | null => {
  const c = q.condition;
  if (!c) return null;
  const index = all.findIndex((x) => x.id === c.questionId);
  const source = all[index];
  if (!source) return 'Shown when a question that no longer exists is answered';
  const answer = answerChoices(source).find((a) => a.value === String(c.equals));
  return `Shown when ${questionLabel(source, index)} is answered “${answer?.label ?? String(c.equals)}”`;
};

const Details = ({ q }: { q: Question }) => {
  if (q.options) {
    return (
      <ul aria-label="Options" className="mt-2 flex flex-col gap-1 text-[13px] text-fg">
        {q.options.map((o, i) => (
          <li key={o.id} className="flex items-center gap-2">
            <span aria-hidden className="size-3 rounded-full border border-border-strong" />
            {o.label || `Option ${i + 1}`}
            {o.score !== undefined ? (
              <span className="text-xs text-muted tabular-nums">score {o.score}</span>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  if ((q.type === 'number' || q.type === 'scale') && (q.min !== undefined || q.max !== undefined)) {
    return (
      <p className="mt-1 text-xs text-muted tabular-nums">
        {q.type === 'scale' ? 'Scale' : 'Between'} {q.min ?? '…'} to {q.max ?? '…'}
      </p>
    );
  }
  if (q.type === 'yes_no' && q.creditedAnswer === false) {
    return <p className="mt-1 text-xs text-muted">No earns the credit</p>;
  }
  return null;
};

/** The questionnaire as it reads, for viewers and the View mode: live, but nothing to edit. */
export const DocumentPreview = ({
  structure,
  people,
}: {
  structure: QuestionnaireStructure;
  people: readonly Person[];
}) => {
  const all = questionsInOrder(structure).map((l) => l.question);
  if (structure.sections.length === 0) {
    return (
      <EmptyState
        icon={FileQuestion}
        title="No questions yet"
        description="Nobody has added a section to this questionnaire yet."
      />
    );
  }
  const { sections } = structure;
  const offsets = sections.map((_, i) =>
    sections.slice(0, i).reduce((n, x) => n + x.questions.length, 0),
  );
  return (
    <div className="flex flex-col gap-4">
      {sections.map((s, i) => (
        <section
          key={s.id}
          aria-label={`Section ${i + 1}`}
          className="rounded-lg border border-border bg-surface p-4"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-sm font-semibold text-fg">
              {i + 1}. {s.title || 'Untitled section'}
            </h2>
            <EditingMarker people={editorsOf(people, 'section', s.id)} />
          </div>
          {s.description ? <p className="mt-1 text-[13px] text-muted">{s.description}</p> : null}
          <ol className="mt-3 flex flex-col gap-2">
            {s.questions.map((q, j) => {
              const number = offsets[i]! + j + 1;
              const condition = conditionText(q, all);
              return (
                <li
                  key={q.id}
                  aria-label={`Question ${number}`}
                  className="rounded-md border border-border bg-elevated p-3"
                >
                  <div className="flex flex-wrap items-start gap-2">
                    <p className="min-w-0 flex-1 text-sm text-fg">
                      <span className="mr-1.5 text-muted tabular-nums">{number}.</span>
                      {q.text || <span className="text-muted">Untitled question</span>}
                      {q.required ? (
                        <span className="ml-1 text-danger-text" title="Required">
                          *<span className="sr-only"> (required)</span>
                        </span>
                      ) : null}
                    </p>
                    <EditingMarker people={editorsOf(people, 'question', q.id)} />
                    <Badge>{QUESTION_TYPE_LABELS[q.type]}</Badge>
                    <Badge className="tabular-nums">Weight {q.weight}</Badge>
                  </div>
                  {q.helpText ? <p className="mt-1 text-xs text-muted">{q.helpText}</p> : null}
                  <Details q={q} />
                  {condition ? <p className="mt-1 text-xs text-muted">{condition}</p> : null}
                </li>
              );
            })}
          </ol>
          {s.questions.length === 0 ? (
            <p className="mt-2 text-[13px] text-muted">No questions in this section yet.</p>
          ) : null}
        </section>
      ))}
    </div>
  );
};
