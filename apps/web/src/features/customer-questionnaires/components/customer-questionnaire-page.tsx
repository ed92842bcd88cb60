import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  Download,
  FileSpreadsheet,
  FileText,
  Pencil,
  SearchX,
  Sparkles,
  Trash2,
} from 'lucide-react';
import { INCOMING_FORMAT_LABELS, type IncomingDetail } from '@rampart/contracts';
import { formatDate, formatNumber } from '@rampart/domain';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { PageShell, type PageAction, type PageStat } from '../../../components/ui/page-shell.tsx';
import { PresenceAvatars } from '../../../components/ui/presence-avatars.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatBytes } from '../../../lib/files.ts';
import {
  downloadAnswers,
  downloadOriginal,
  useDeleteIncoming,
  useDraftIncoming,
  useIncoming,
} from '../api/incoming-api.ts';
import { LiveReviewContext, useLiveReview } from '../hooks/use-live-review.ts';
import { dueLabel } from '../lib/due-date.ts';
import { EditIncomingDialog } from './edit-incoming-dialog.tsx';
import { QuestionsList } from './questions-list.tsx';
import { TrustCentreCard } from './trust-centre-card.tsx';

const LIST = '/dashboard/customer-questionnaires';
const crumbs = (title: string) => [
  { label: 'Compliance Hub' },
  { label: 'Customer questionnaires', to: LIST },
  { label: title },
];

const Loading = () => (
  <PageShell title="Customer questionnaire" breadcrumbs={crumbs('Loading…')} maxWidth="xl">
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading questionnaire</span>
      <Skeleton className="h-14" />
      <Skeleton className="h-64" />
    </div>
  </PageShell>
);

const Failed = ({ query }: { query: ReturnType<typeof useIncoming> }) => {
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <PageShell
      title={missing ? 'Questionnaire not found' : 'Customer questionnaire'}
      breadcrumbs={crumbs('Questionnaire')}
    >
      <Card>
        {missing ? (
          <EmptyState
            icon={SearchX}
            title="This questionnaire does not exist or was deleted"
            action={
              <Link to={LIST} className={buttonClasses('secondary')}>
                Back to customer questionnaires
              </Link>
            }
          />
        ) : (
          <ErrorState
            title="Failed to load the questionnaire"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Card>
    </PageShell>
  );
};

const headerStats = (detail: IncomingDetail): PageStat[] => {
  const q = detail.questionnaire;
  const due = dueLabel(q.dueDate);
  return [
    { label: 'Customer', value: q.customer || <span className="text-muted">Not named</span> },
    {
      label: 'Due',
      value: due ? (
        <span className={due.overdue ? 'text-danger-text' : undefined}>{due.text}</span>
      ) : (
        <span className="text-muted">No date</span>
      ),
    },
    { label: 'Questions', value: formatNumber(q.questionCount) },
    ...(q.answeredCount > 0
      ? [
          {
            label: 'Reviewed',
            value: `${formatNumber(q.reviewedCount)} of ${formatNumber(q.answeredCount)}`,
          },
          {
            // Answers nobody has decided on that the engine could not answer "yes".
            label: 'Need a person',
            value: formatNumber(
              detail.questions.filter(
                (x) => x.draft && x.draft.answer !== 'yes' && x.review.status === 'pending',
              ).length,
            ),
          },
        ]
      : []),
    { label: 'Source', value: INCOMING_FORMAT_LABELS[q.format] },
  ];
};

/** Where drafting stands: its progress while it runs, its failure if it failed. */
const DraftingStatus = ({ detail }: { detail: IncomingDetail }) => {
  const d = detail.drafting;
  if (!d) return null;
  if (d.status === 'queued' || d.status === 'running') {
    return (
      <Card className="mb-6">
        <CardContent className="flex flex-col gap-2 py-4">
          <p className="text-sm text-fg" role="status">
            Drafting answers from your controls, tests, evidence, documents and certifications…
          </p>
          <ProgressBar value={d.progress} label="Drafting answers" />
        </CardContent>
      </Card>
    );
  }
  if (d.status === 'failed') {
    return (
      <div className="mb-6">
        <FormMessage>Drafting stopped: {d.error ?? 'the job failed'}. Try again.</FormMessage>
      </div>
    );
  }
  return null;
};

/** A questionnaire a customer sent: its details, its original file and its questions. */
export const CustomerQuestionnairePage = ({ questionnaireId }: { questionnaireId: string }) => {
  const query = useIncoming(questionnaireId);
  const remove = useDeleteIncoming();
  const draft = useDraftIncoming();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Who else has it open, and which answer each is editing; their changes arrive as they happen.
  const live = useLiveReview(questionnaireId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed query={query} />;
  const detail = query.data;
  const q = detail.questionnaire;
  const running = detail.drafting?.status === 'queued' || detail.drafting?.status === 'running';
  const primary: PageAction | undefined = q.abilities.draft
    ? {
        label: q.answeredCount > 0 ? 'Draft again' : 'Draft answers',
        icon: Sparkles,
        disabled: running || draft.isPending,
        onClick: () =>
          draft.mutate(q.id, {
            onError: (err) =>
              toast({
                title: 'Failed to start drafting',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          }),
      }
    : undefined;
  const failedDownload = (err: unknown) =>
    toast({ title: 'Download failed', description: errorMessage(err), variant: 'destructive' });
  const answersOut: PageAction[] =
    q.answeredCount > 0
      ? [
          ...(q.format === 'xlsx' || q.format === 'docx'
            ? [
                {
                  label:
                    q.format === 'xlsx'
                      ? 'Download answered workbook'
                      : 'Download answered document',
                  icon: q.format === 'xlsx' ? FileSpreadsheet : FileText,
                  onClick: () =>
                    void downloadAnswers(q, q.format === 'xlsx' ? 'xlsx' : 'docx').catch(
                      failedDownload,
                    ),
                },
              ]
            : []),
          {
            label: 'Export answers as CSV',
            icon: Download,
            onClick: () => void downloadAnswers(q, 'csv').catch(failedDownload),
          },
          {
            label: 'Download summary (PDF)',
            icon: FileText,
            onClick: () => void downloadAnswers(q, 'pdf').catch(failedDownload),
          },
        ]
      : [];
  const actions: PageAction[] = [
    ...answersOut,
    {
      label: 'Download original',
      icon: Download,
      onClick: () => void downloadOriginal(q).catch(failedDownload),
    },
    ...(q.abilities.update
      ? [{ label: 'Edit details', icon: Pencil, onClick: () => setEditing(true) }]
      : []),
    ...(q.abilities.delete
      ? [{ label: 'Delete', icon: Trash2, onClick: () => setDeleting(true) }]
      : []),
  ];
  return (
    <PageShell
      title={q.title}
      subtitle={`${q.fileName} · ${formatBytes(q.sizeBytes)} · ${q.fromTrustCentre ? 'received' : 'imported'} ${formatDate(q.createdAt)}${q.createdBy ? ` by ${q.createdBy}` : ''}`}
      breadcrumbs={crumbs(q.title)}
      maxWidth="xl"
      stats={headerStats(detail)}
      primaryAction={primary}
      secondaryActions={actions}
    >
      <LiveReviewContext.Provider value={live}>
        {live.people.length > 0 ? (
          <div className="mb-4 flex justify-end">
            <PresenceAvatars people={live.people} />
          </div>
        ) : null}
        <TrustCentreCard questionnaire={q} />
        <DraftingStatus detail={detail} />
        <QuestionsList detail={detail} />
      </LiveReviewContext.Provider>
      {q.abilities.update ? (
        <EditIncomingDialog questionnaire={q} open={editing} onOpenChange={setEditing} />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this questionnaire?"
        description={`"${q.title}", its ${formatNumber(q.questionCount)} questions and the customer's original file are removed for everyone. The audit log keeps a record.`}
        confirmLabel="Delete questionnaire"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(q.id, {
            onSuccess: () => {
              toast({ title: 'Questionnaire deleted', description: q.title });
              void navigate({ to: LIST });
            },
            onError: (err) =>
              toast({
                title: 'Failed to delete the questionnaire',
                description: errorMessage(err),
                variant: 'destructive',
              }),
          })
        }
      />
    </PageShell>
  );
};
