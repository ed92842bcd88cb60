import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCheck, SearchX } from 'lucide-react';
import type { RequestReview } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useRequestReview } from '../api/get-request-review.ts';
import { useAcceptResponse } from '../api/accept-response.ts';
import { RequestStatusBadge } from './request-status-badge.tsx';
import { ReviewQuestionCard } from './review-question.tsx';

type Props = { questionnaireId: string; requestId: string };

const crumbs = (questionnaireId: string, title: string, who: string) => [
  { label: 'Questionnaires', to: '/dashboard/questionnaires' },
  { label: title, to: `/dashboard/questionnaires/${questionnaireId}` },
  { label: 'Responses', to: `/dashboard/questionnaires/${questionnaireId}/responses` },
  { label: who },
];

const stats = ({ request: r }: RequestReview): PageStat[] => [
  { label: 'Status', value: <RequestStatusBadge request={r} /> },
  { label: 'Score', value: r.score === null ? '—' : `${r.score}/100` },
  { label: 'Required answered', value: `${r.progress.answered} of ${r.progress.required}` },
  { label: 'Submitted', value: formatDate(r.submittedAt) },
  { label: 'Link expires', value: formatDate(r.expiresAt) },
];

const Waiting = ({ review }: { review: RequestReview }) => {
  const { status, expired } = review.request;
  if (status === 'sent' || status === 'in_progress') {
    return (
      <FormMessage tone="info">
        The recipient has not submitted yet: the answers below are a draft they may still change.
      </FormMessage>
    );
  }
  if (status === 'clarification_requested') {
    return (
      <FormMessage tone="info">
        Waiting for the recipient to answer the clarification and submit again.
        {expired ? ' Their link has expired: change its expiry from the responses list.' : ''}
      </FormMessage>
    );
  }
  return null;
};

/** A response question by question: accept, ask for a clarification, note, raise a finding. */
export const ReviewPage = ({ questionnaireId, requestId }: Props) => {
  const review = useRequestReview(questionnaireId, requestId);
  const accept = useAcceptResponse(questionnaireId);
  const [confirming, setConfirming] = useState(false);

  if (review.isPending || review.isError) {
    const missing = review.error instanceof ApiError && review.error.status === 404;
    return (
      <PageShell
        title="Response"
        breadcrumbs={crumbs(questionnaireId, 'Questionnaire', 'Response')}
      >
        <Card>
          {review.isPending ? (
            <SkeletonRows rows={5} label="Loading the response" />
          ) : missing ? (
            <EmptyState
              icon={SearchX}
              title="This response does not exist or is not yours to see"
              action={
                <Link
                  to="/dashboard/questionnaires/$questionnaireId/responses"
                  params={{ questionnaireId }}
                  className={buttonClasses('secondary')}
                >
                  Back to the responses
                </Link>
              }
            />
          ) : (
            <ErrorState
              title="Failed to load the response"
              error={review.error}
              onRetry={() => void review.refetch()}
              retrying={review.isFetching}
            />
          )}
        </Card>
      </PageShell>
    );
  }

  const data = review.data;
  const r = data.request;
  const who = r.recipientName || r.recipientEmail;
  let number = 0;
  return (
    <PageShell
      title={`Response of ${who}`}
      subtitle={`${r.recipientEmail}${r.vendor ? ` · ${r.vendor.name}` : ''} · ${r.questionnaireTitle} ${r.versionLabel ?? ''}`}
      breadcrumbs={crumbs(questionnaireId, r.questionnaireTitle, who)}
      maxWidth="lg"
      stats={stats(data)}
      primaryAction={
        r.abilities.accept
          ? { label: 'Accept response', icon: CheckCheck, onClick: () => setConfirming(true) }
          : undefined
      }
    >
      <div className="flex flex-col gap-6">
        <Waiting review={data} />
        {data.sections.map((section) => {
          const shown = section.questions.filter((q) => q.visible);
          if (shown.length === 0) return null;
          return (
            <Card key={section.id}>
              <CardHeader title={section.title} description={section.description} />
              <ol>
                {shown.map((q) => (
                  <ReviewQuestionCard
                    key={q.id}
                    questionnaireId={questionnaireId}
                    request={r}
                    question={q}
                    number={++number}
                  />
                ))}
              </ol>
            </Card>
          );
        })}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Accept this response?"
        description="The answers not reviewed yet are accepted with it, and the response closes for the recipient. A vendor’s next assessment reads it."
        confirmLabel="Accept response"
        destructive={false}
        pending={accept.isPending}
        onConfirm={() =>
          accept.mutate(r.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Response accepted', description: who });
            },
            onError: (err) =>
              toast({
                title: 'Accept failed',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          })
        }
      />
    </PageShell>
  );
};
