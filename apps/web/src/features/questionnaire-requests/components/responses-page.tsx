import { useState } from 'react';
import { Inbox, Send } from 'lucide-react';
import type { Questionnaire } from '@rampart/contracts';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useQuestionnaire } from '../../../lib/questionnaire-api/get-questionnaire.ts';
import { useQuestionnaireRequests } from '../api/get-questionnaire-requests.ts';
import { RequestsTable } from './requests-table.tsx';
import { SendRequestDialog } from './send-request-dialog.tsx';

const crumbs = (q: Questionnaire | undefined, id: string) => [
  { label: 'Questionnaires', to: '/dashboard/questionnaires' },
  { label: q?.title ?? 'Questionnaire', to: `/dashboard/questionnaires/${id}` },
  { label: 'Responses' },
];

const stats = (q: Questionnaire, sent: number): PageStat[] => [
  { label: 'Sent', value: sent },
  { label: 'Responses', value: q.responseCount },
  { label: 'Completion rate', value: `${Math.round(q.completionRate * 100)}%` },
];

/** Who a questionnaire was sent to, how far each has got, and sending it to someone new. */
export const ResponsesPage = ({ questionnaireId }: { questionnaireId: string }) => {
  const questionnaire = useQuestionnaire(questionnaireId);
  const requests = useQuestionnaireRequests(questionnaireId);
  const [sending, setSending] = useState(false);
  const q = questionnaire.data;
  const canSend = Boolean(q?.abilities.share && q.status === 'published');
  const failed = questionnaire.error ?? requests.error;
  const items = requests.data?.items ?? [];
  return (
    <PageShell
      title="Responses"
      subtitle={
        q
          ? `${q.title} (${q.versionLabel ?? 'not published'}): sent to vendors or any email, answered through a link.`
          : undefined
      }
      breadcrumbs={crumbs(q, questionnaireId)}
      maxWidth="2xl"
      stats={q && requests.data ? stats(q, requests.data.total) : undefined}
      primaryAction={
        q?.abilities.share
          ? {
              label: 'Send questionnaire',
              icon: Send,
              onClick: () => setSending(true),
              disabled: !canSend,
            }
          : undefined
      }
    >
      {q && q.abilities.share && !canSend ? (
        <p className="mb-4 text-sm text-muted">
          Only a published questionnaire can be sent; this one is {q.status}.
        </p>
      ) : null}
      <Card>
        {questionnaire.isPending || requests.isPending ? (
          <SkeletonRows rows={4} label="Loading responses" />
        ) : failed ? (
          <ErrorState
            title="Failed to load responses"
            error={failed}
            onRetry={() => {
              void questionnaire.refetch();
              void requests.refetch();
            }}
            retrying={questionnaire.isFetching || requests.isFetching}
          />
        ) : !requests.data || requests.data.items.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title="Not sent to anyone yet"
            description="Send the published questionnaire to a vendor’s contact or any email; they answer without an account."
          />
        ) : (
          <RequestsTable requests={items} label="Recipients" />
        )}
      </Card>
      <SendRequestDialog
        questionnaireId={questionnaireId}
        open={sending}
        onOpenChange={setSending}
      />
    </PageShell>
  );
};
