import { Eye, Loader2, Unplug } from 'lucide-react';
import {
  COLLABORATION_ROLE_LABELS,
  QUESTIONNAIRE_STATUS_LABELS,
  type Questionnaire,
  type QuestionnaireMode,
} from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import type { ConnectionState } from '../../../lib/collab/collab-connection.ts';

const bar = 'flex flex-wrap items-center gap-2 border-b px-6 py-2 text-[13px]';

type LiveProps = {
  loaded: boolean;
  refused: string | null;
  stalled: boolean;
  onRetry: () => void;
};

/** While the live document is not there: connecting, refused by the server, or given up on. */
export const LiveNotice = ({ loaded, refused, stalled, onRetry }: LiveProps) => {
  if (refused || stalled) {
    return (
      <div role="alert" className={`${bar} border-danger/30 bg-danger-subtle text-danger-text`}>
        <Unplug className="size-4" aria-hidden />
        <span className="flex-1">
          Live editing is not available
          {refused === 'session' ? ': your session has ended, sign in again' : ''}. The questions
          below are the last ones received.
        </span>
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (loaded) return null;
  return (
    <div role="status" className={`${bar} border-border bg-surface text-muted`}>
      <Loader2 className="size-4 animate-spin" aria-hidden />
      Connecting to live editing… The questions below are the last saved ones.
    </div>
  );
};

type ReadOnlyProps = {
  questionnaire: Questionnaire;
  mode: QuestionnaireMode;
  scope: ConnectionState['scope'];
};

/** Why the questions cannot be changed here, when the person might expect to change them. */
export const ReadOnlyNotice = ({ questionnaire: q, mode, scope }: ReadOnlyProps) => {
  // Someone who may edit chose to view; anyone else is told why the questions stay as they are.
  if (mode === 'view' && q.abilities.editQuestions) return null;
  let text: string | null = null;
  if (q.status !== 'draft') {
    text = `This questionnaire is ${QUESTIONNAIRE_STATUS_LABELS[q.status].toLowerCase()}: its questions change only in a draft.${q.abilities.revise ? ' Choose Revise under More to edit it again.' : ''}`;
  } else if (!q.abilities.editQuestions) {
    text = `You are a ${COLLABORATION_ROLE_LABELS[q.role].toLowerCase()} of this questionnaire: you can read it but not change its questions.`;
  } else if (scope === 'readonly') {
    text = 'The server opened this questionnaire read-only for you; reload to try again.';
  }
  if (!text) return null;
  return (
    <div role="note" className={`${bar} border-border bg-surface text-muted`}>
      <Eye className="size-4" aria-hidden />
      {text}
    </div>
  );
};
