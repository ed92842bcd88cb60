import { GitMerge } from 'lucide-react';
import {
  CONFLICT_RESOLUTION_LABELS,
  CONFLICT_RESOLUTIONS,
  type ConflictResolution,
} from '@rampart/contracts';
import type { QuestionnaireStructure } from '@rampart/domain';
import type { OpenConflict } from '@rampart/domain/questionnaire-doc';
import { Button } from '../../../components/ui/button.tsx';

type Props = {
  conflict: OpenConflict;
  myUserId: string;
  structure: QuestionnaireStructure;
  onResolve: (resolution: ConflictResolution) => void;
};

const listNames = (names: readonly string[]): string =>
  names.length <= 1
    ? (names[0] ?? 'Someone')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * §4 The conflict banner: someone else changed the question this person changed within 5 s.
 * Merge keeps the document as it merged both; Keep Latest puts back the latest person's version.
 */
export const ConflictBanner = ({ conflict, myUserId, structure, onResolve }: Props) => {
  const others = [
    ...new Set(conflict.edits.filter((e) => e.userId !== myUserId).map((e) => e.userName)),
  ];
  const questions = structure.sections.flatMap((s) => s.questions);
  const index = questions.findIndex((q) => q.id === conflict.elementId);
  const question = questions[index];
  const what = question
    ? `question ${index + 1}${question.text.trim() ? ` (“${question.text.trim()}”)` : ''}`
    : 'a question that has since been removed';
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 border-b border-warning-text/25 bg-warning-subtle px-6 py-2 text-sm text-warning-text"
    >
      <GitMerge className="size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        {listNames(others)} changed {what} at the same time as you.
      </p>
      <span className="flex gap-2">
        {CONFLICT_RESOLUTIONS.map((r) => (
          <Button
            key={r}
            size="sm"
            variant={r === 'accept_all' ? 'primary' : 'secondary'}
            onClick={() => onResolve(r)}
          >
            {CONFLICT_RESOLUTION_LABELS[r]}
          </Button>
        ))}
      </span>
    </div>
  );
};
