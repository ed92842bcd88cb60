import { useEffect, useRef, useState, type Ref } from 'react';
import { Check, MessageSquare, Pencil, RotateCcw, UserPlus, X } from 'lucide-react';
import type {
  AnswerReview as Review,
  DraftedAnswer as DraftedAnswerData,
  GapKind,
  IncomingQuestionWithAnswer,
  ReviewDecision,
} from '@rampart/contracts';
import { formatDate, formatNumber } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { EditingMarker } from '../../../components/ui/editing-marker.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { editorsOf } from '../../../lib/collab/presence.ts';
import { useRaiseGap, useReviewAnswer } from '../api/incoming-api.ts';
import { useLiveReviewContext } from '../hooks/use-live-review.ts';
import { dueLabel } from '../lib/due-date.ts';
import { questionLabel, questionName } from '../lib/question-name.ts';
import { gapOpen } from '../lib/review.ts';
import { useFocusAfter } from '../lib/use-focus-after.ts';
import { AnswerCommentsSheet } from './answer-comments-sheet.tsx';
import { GapMenu, GapRecord } from './answer-gap.tsx';
import { AssignAnswerDialog } from './assign-answer-dialog.tsx';
import { DraftedAnswer, VerdictBadge } from './drafted-answer.tsx';
import { EditAnswerDialog } from './edit-answer-dialog.tsx';

/** What the person may do on this page, worked out once for every row. */
export type ReviewAbilities = {
  review: boolean;
  /** The records a gap may become for this person. */
  gapKinds: readonly GapKind[];
  /** Whether this person can open the page of each kind of record. */
  openRecord: Readonly<Record<GapKind, boolean>>;
};

const DONE: Record<Exclude<ReviewDecision, 'edit'>, string> = {
  accept: 'Answer accepted',
  reject: 'Answer rejected',
  reopen: 'Answer back to review',
};

const STATUS_AFTER = { accept: 'accepted', reject: 'rejected', reopen: 'pending' } as const;

const byWhom = (verb: string, r: Review) =>
  `${verb}${r.reviewedBy ? ` by ${r.reviewedBy}` : ''}${r.reviewedAt ? ` on ${formatDate(r.reviewedAt)}` : ''}`;

/** The answer a person kept (accepted or edited), or their rejection. */
const ReviewedAnswer = ({ question: q }: { question: IncomingQuestionWithAnswer }) => {
  const r = q.review;
  if (r.status === 'rejected') {
    return (
      <p className="mt-2 text-xs text-danger-text">
        {byWhom('Rejected', r)}: the draft is not sent to the customer.
      </p>
    );
  }
  if (r.status === 'pending' || r.answer === null) return null;
  const asDrafted = r.answer === q.draft?.answer && r.text === q.draft.text;
  return (
    <div className="mt-2 flex flex-col gap-1 rounded-md border border-success-text/25 px-3 py-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-fg">Answer to send</span>
        <VerdictBadge answer={r.answer} />
      </p>
      {asDrafted ? null : <p className="break-words whitespace-pre-wrap text-fg">{r.text}</p>}
      <p className="text-xs text-muted">
        {byWhom(
          r.status === 'edited' ? 'Edited' : asDrafted ? 'Accepted as drafted' : 'Accepted',
          r,
        )}
      </p>
    </div>
  );
};

/** Who reviews it and by when, and the record its gap became. */
const ReviewFacts = ({
  review: r,
  canOpen,
  ref,
}: {
  review: Review;
  canOpen: (kind: GapKind) => boolean;
  ref: Ref<HTMLParagraphElement>;
}) => {
  const due = dueLabel(r.dueDate);
  if (!r.assignee && !due && !r.gap) return null;
  return (
    <p ref={ref} className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
      {r.assignee ? <span>Reviewer: {r.assignee.name}</span> : null}
      {due ? (
        <span className={due.overdue ? 'text-danger-text' : undefined}>Due {due.text}</span>
      ) : null}
      {r.gap ? <GapRecord gap={r.gap} canOpen={canOpen(r.gap.kind)} /> : null}
    </p>
  );
};

/** A drafted answer under review: the answer kept, the draft, and what the person may do. */
export const AnswerReview = ({
  questionnaireId,
  question: q,
  draft,
  can,
}: {
  questionnaireId: string;
  question: IncomingQuestionWithAnswer;
  /** The question's draft: only a drafted answer is reviewed. */
  draft: DraftedAnswerData;
  can: ReviewAbilities;
}) => {
  const review = useReviewAnswer(questionnaireId);
  const raise = useRaiseGap(questionnaireId);
  const [editing, setEditing] = useState(false);
  const live = useLiveReviewContext();
  // The others see who is editing this answer while the dialog is open.
  const { setEditing: sayEditing } = live;
  useEffect(() => {
    if (!editing) return;
    sayEditing(q.id);
    return () => sayEditing(null);
  }, [editing, q.id, sayEditing]);
  const group = useRef<HTMLDivElement>(null);
  const facts = useRef<HTMLParagraphElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const saved = useRef(false);
  const r = q.review;
  // A decision replaces the button that made it (Accept by Reopen): focus goes to the row's
  // first action, a gap's menu hands it to the link to its record.
  const focusWhen = useFocusAfter(r);
  const firstAction = () => group.current?.querySelector<HTMLElement>('button') ?? null;
  const decide = (decision: Exclude<ReviewDecision, 'edit'>) =>
    review.mutate(
      {
        questionId: q.id,
        // Accepting names the draft on screen: one written again since is refused (409).
        body: decision === 'accept' ? { decision, draftedAt: draft.draftedAt } : { decision },
      },
      {
        onSuccess: () => {
          toast({ title: DONE[decision], description: questionName(q) });
          focusWhen((now) => now.status === STATUS_AFTER[decision], firstAction);
        },
        onError: (err) =>
          toast({
            title: 'The review was not saved',
            description: fieldIssues(err)[0]?.message ?? errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  const busy = (decision: ReviewDecision) =>
    review.isPending && review.variables?.body.decision === decision;
  const showComments = can.review || r.commentCount > 0;
  const others = editorsOf(live.people, 'question', q.id);
  const showGap = can.gapKinds.length > 0 && gapOpen(q);
  return (
    <>
      <ReviewedAnswer question={q} />
      <DraftedAnswer draft={draft} reviewed={r.status !== 'pending'} />
      <ReviewFacts ref={facts} review={r} canOpen={(kind) => can.openRecord[kind]} />
      {others.length > 0 ? (
        <p className="mt-2">
          <EditingMarker people={others} />
        </p>
      ) : null}
      {can.review || showComments || showGap ? (
        <div
          ref={group}
          role="group"
          aria-label={`Review of ${questionLabel(q)}`}
          className="mt-2 flex flex-wrap items-center gap-1.5"
        >
          {can.review && r.status === 'pending' ? (
            <>
              <Button size="sm" loading={busy('accept')} onClick={() => decide('accept')}>
                <Check aria-hidden />
                Accept
              </Button>
              <Button ref={editButton} size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                Edit
              </Button>
              <Button size="sm" loading={busy('reject')} onClick={() => decide('reject')}>
                <X aria-hidden />
                Reject
              </Button>
            </>
          ) : null}
          {can.review && r.status !== 'pending' ? (
            <Button size="sm" loading={busy('reopen')} onClick={() => decide('reopen')}>
              <RotateCcw aria-hidden />
              Reopen
            </Button>
          ) : null}
          {can.review ? (
            <AssignAnswerDialog
              questionnaireId={questionnaireId}
              question={q}
              trigger={
                <Button size="sm" variant="ghost">
                  <UserPlus aria-hidden />
                  Assign
                </Button>
              }
            />
          ) : null}
          {showComments ? (
            <AnswerCommentsSheet
              questionnaireId={questionnaireId}
              question={q}
              canPost={can.review}
              trigger={
                <Button size="sm" variant="ghost">
                  <MessageSquare aria-hidden />
                  Comments
                  {r.commentCount > 0 ? (
                    <span className="rounded-full bg-surface px-1.5 text-xs text-muted tabular-nums">
                      {formatNumber(r.commentCount)}
                    </span>
                  ) : null}
                </Button>
              }
            />
          ) : null}
          {showGap ? (
            <GapMenu
              question={q}
              kinds={can.gapKinds}
              raise={raise}
              onRaised={() =>
                focusWhen(
                  (now) => now.gap !== null,
                  () => facts.current?.querySelector('a') ?? firstAction(),
                )
              }
            />
          ) : null}
        </div>
      ) : null}
      {/* Outside the buttons: saving an edit replaces the Edit button that opened it. */}
      {can.review ? (
        <EditAnswerDialog
          questionnaireId={questionnaireId}
          question={q}
          open={editing}
          onOpenChange={setEditing}
          onSaved={() => {
            saved.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!saved.current) {
              editButton.current?.focus();
              return;
            }
            saved.current = false;
            focusWhen((now) => now.status === 'edited', firstAction, true);
          }}
        />
      ) : null}
    </>
  );
};
