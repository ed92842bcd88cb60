import { useState } from 'react';
import { Check, Send, Undo2 } from 'lucide-react';
import type { Document } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReviewDocument, type ReviewAction } from '../api/review-document.ts';
import { StatusBadge } from './document-badges.tsx';

const DONE: Record<ReviewAction, string> = {
  submit: 'Submitted for review',
  approve: 'Document approved',
  'request-changes': 'Changes requested',
};

/** Where the document stands, in a sentence. */
const Standing = ({ document: d }: { document: Document }) => {
  if (d.status === 'approved' && d.approvedBy) {
    return (
      <>
        Approved by <strong className="font-medium text-fg">{d.approvedBy.name}</strong> on{' '}
        {formatDate(d.approvedAt)}.
      </>
    );
  }
  if (d.status === 'in_review' && d.submittedBy) {
    return (
      <>
        Submitted by <strong className="font-medium text-fg">{d.submittedBy.name}</strong> on{' '}
        {formatDate(d.submittedAt)}, waiting for another person to approve it.
      </>
    );
  }
  return <>A draft: submit it for review when the current version is ready.</>;
};

/** Draft -> in review -> approved, with the moves this person may make now. */
export const DocumentApprovalCard = ({ document: d }: { document: Document }) => {
  const review = useReviewDocument();
  const [comment, setComment] = useState('');
  const { submit, approve, requestChanges } = d.abilities;
  const run = (action: ReviewAction) =>
    review.mutate(
      { id: d.id, action, comment: comment.trim() },
      {
        onSuccess: () => {
          toast({ title: DONE[action], description: d.title });
          setComment('');
        },
      },
    );
  const pending = (action: ReviewAction) => review.isPending && review.variables?.action === action;
  const any = submit || approve || requestChanges;
  return (
    <Card>
      <CardHeader title="Approval" actions={<StatusBadge status={d.status} />} />
      <CardContent className="flex flex-col gap-3 text-[13px] text-muted">
        <p>
          <Standing document={d} />
        </p>
        {d.approvalBlockedReason ? (
          <FormMessage tone="info">{d.approvalBlockedReason}.</FormMessage>
        ) : null}
        {review.isError ? <FormMessage>Failed: {errorMessage(review.error)}</FormMessage> : null}
        {any ? (
          <>
            <Field label="Comment" hint="Optional; kept in the activity log.">
              {(p) => (
                <Textarea
                  {...p}
                  className="min-h-14"
                  value={comment}
                  maxLength={2000}
                  onChange={(e) => setComment(e.target.value)}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              {submit ? (
                <Button variant="primary" loading={pending('submit')} onClick={() => run('submit')}>
                  <Send aria-hidden />
                  Submit for review
                </Button>
              ) : null}
              {approve ? (
                <Button
                  variant="primary"
                  loading={pending('approve')}
                  onClick={() => run('approve')}
                >
                  <Check aria-hidden />
                  Approve
                </Button>
              ) : null}
              {requestChanges ? (
                <Button loading={pending('request-changes')} onClick={() => run('request-changes')}>
                  <Undo2 aria-hidden />
                  Request changes
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
