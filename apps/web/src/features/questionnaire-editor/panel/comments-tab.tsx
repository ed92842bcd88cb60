import { useMemo, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { COLLABORATION_LIMITS, type Questionnaire } from '@rampart/contracts';
import { hasPermission, type QuestionnaireStructure } from '@rampart/domain';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { memberItems, useMembers } from '../../../lib/members.ts';
import { useRequiredUser } from '../../../lib/session.ts';
import { useComments } from '../api/get-comments.ts';
import { useTeam } from '../api/get-team.ts';
import { CommentComposer } from './comment-composer.tsx';
import { SubjectSelect, useCommentSubject } from './comment-subject.tsx';
import { CommentThread } from './comment-thread.tsx';
import { CommentsContext, type CommentsContextValue } from './comments-context.ts';
import { mentionCandidates } from './lib/mentions.ts';
import { useNow } from './lib/use-now.ts';
import { PanelQuery } from './panel-states.tsx';

type Filter = 'all' | 'question';
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'question', label: 'This question' },
] as const;

type Props = {
  questionnaire: Questionnaire;
  structure: QuestionnaireStructure;
  /** The question last selected in the builder, if any. */
  selectedQuestionId: string | null;
  onShowQuestion?: (questionId: string) => void;
};

/**
 * §2 Comments: the threads on the whole questionnaire or on the selected question, newest first
 * in the spec's 400 px list, and the composer for those who may comment (viewers read only).
 */
export const CommentsTab = ({
  questionnaire: q,
  structure,
  selectedQuestionId,
  onShowQuestion,
}: Props) => {
  const user = useRequiredUser();
  const query = useComments(q.id);
  const canComment = q.abilities.comment;
  // Who may be @mentioned: only asked for by those who write.
  const team = useTeam(q.id);
  const members = useMembers();
  const now = useNow();
  const [filter, setFilter] = useState<Filter>('all');

  const subject = useCommentSubject(structure, selectedQuestionId);
  const selected = subject.questionId;
  const candidates = useMemo(
    () => mentionCandidates(team.data, memberItems(members.data), user.id),
    [team.data, members.data, user.id],
  );
  const context: CommentsContextValue = {
    questionnaireId: q.id,
    structure,
    candidates,
    now,
    onShowQuestion,
  };

  return (
    <CommentsContext.Provider value={context}>
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
        <SegmentedControl
          label="Show comments on"
          options={FILTERS}
          value={filter}
          onChange={setFilter}
        />
      </div>
      {canComment ? (
        <CommentComposer
          subject={subject}
          canAttach={hasPermission(user.permissions, 'evidence:write')}
        />
      ) : (
        <div className="flex flex-col gap-2 border-b border-border px-4 py-2.5">
          <p className="text-xs text-muted">
            You can read the comments. Commenting needs the commenter role or higher.
          </p>
          {filter === 'question' ? <SubjectSelect label="Question" value={subject} /> : null}
        </div>
      )}
      {filter === 'question' && !selected ? (
        <EmptyState
          icon={MessageSquare}
          title="No question chosen"
          description={
            canComment
              ? 'Select a question in the builder, or choose one under About, to see its comments.'
              : 'Choose a question to see its comments.'
          }
        />
      ) : (
        <PanelQuery
          query={query}
          loading="Loading comments"
          isEmpty={(threads) => threads.length === 0}
          empty={{
            title: 'No comments yet',
            description: 'Comments on the questionnaire and its questions appear here.',
          }}
        >
          {(threads) => {
            const shown = (
              filter === 'question' ? threads.filter((t) => t.targetId === selected) : threads
            )
              .slice()
              .reverse();
            if (shown.length === 0) {
              return (
                <EmptyState
                  title="No comments on this question"
                  description="Comments on it appear here as they are posted."
                />
              );
            }
            return (
              <ul
                aria-label="Comments"
                className="overflow-y-auto"
                style={{ maxHeight: COLLABORATION_LIMITS.commentListHeightPx }}
              >
                {shown.map((t) => (
                  <CommentThread key={t.id} thread={t} />
                ))}
              </ul>
            );
          }}
        </PanelQuery>
      )}
    </CommentsContext.Provider>
  );
};
