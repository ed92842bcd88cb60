import { formatDate, formatNumber } from '@rampart/domain';
import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { BookCheck, CircleCheck, Globe, Inbox, Upload } from 'lucide-react';
import { INCOMING_FORMAT_LABELS, type IncomingQuestionnaire } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { ServerPagedTable } from '../../../components/ui/server-paged-table.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { INCOMING_PAGE_SIZE, useIncomingPage } from '../api/incoming-api.ts';
import { dueLabel } from '../lib/due-date.ts';
import { answersSentBackLabel, type TrustCentreSender } from '../lib/trust-centre-return.ts';

const IMPORT_PATH = '/dashboard/customer-questionnaires/import';
const COLUMNS = 6;
const none = <span className="text-muted">—</span>;

/** Sent by a visitor through the trust centre, and whether the answers went back. */
const FromTrustCentre = ({ from }: { from: TrustCentreSender }) => {
  const sentBack = answersSentBackLabel(from);
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      <Badge variant="accent">
        <Globe className="size-3" aria-hidden />
        Trust centre
      </Badge>
      {sentBack ? (
        <Badge variant="success">
          <CircleCheck className="size-3" aria-hidden />
          {sentBack}
        </Badge>
      ) : null}
    </span>
  );
};

const Row = memo(function Row({ item: q }: { item: IncomingQuestionnaire }) {
  const due = dueLabel(q.dueDate);
  return (
    <TableRow className="hover:bg-hover">
      <Td className="max-w-96 min-w-48">
        <Link
          to="/dashboard/customer-questionnaires/$questionnaireId"
          params={{ questionnaireId: q.id }}
          className="line-clamp-2 font-medium text-fg hover:underline"
          title={q.title}
        >
          {q.title}
        </Link>
        <span className="block truncate text-xs text-muted" title={q.fileName}>
          {INCOMING_FORMAT_LABELS[q.format]} · {q.fileName}
        </span>
        {q.fromTrustCentre ? <FromTrustCentre from={q.fromTrustCentre} /> : null}
      </Td>
      <Td className="max-w-60 truncate">{q.customer || none}</Td>
      <Td className="whitespace-nowrap">
        {due ? (
          <span className={due.overdue ? 'text-danger-text' : undefined}>{due.text}</span>
        ) : (
          none
        )}
      </Td>
      <Td className="text-right tabular-nums">{formatNumber(q.questionCount)}</Td>
      <Td className="whitespace-nowrap tabular-nums">
        {q.answeredCount > 0 ? (
          `${formatNumber(q.reviewedCount)} of ${formatNumber(q.answeredCount)}`
        ) : (
          <span className="text-muted">Not drafted</span>
        )}
      </Td>
      <Td className="whitespace-nowrap text-muted">
        {formatDate(q.createdAt)}
        {q.createdBy ? ` · ${q.createdBy}` : ''}
      </Td>
    </TableRow>
  );
});

/** The questionnaires customers sent the organisation to answer, newest first. */
export const CustomerQuestionnairesPage = ({
  page,
  onPageChange,
  canImport,
}: {
  page: number;
  onPageChange: (page: number) => void;
  /** questionnaires:write. */
  canImport: boolean;
}) => {
  const list = useIncomingPage(page);
  const stats: PageStat[] = [
    {
      label: 'Questionnaires',
      value: list.data ? (
        formatNumber(list.data.total)
      ) : list.isError ? (
        '—'
      ) : (
        <Skeleton className="my-1 h-5 w-10" />
      ),
    },
  ];
  return (
    <PageShell
      title="Customer questionnaires"
      subtitle="Security questionnaires your customers sent you to answer, kept as they sent them."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Compliance Hub' }, { label: 'Customer questionnaires' }]}
      stats={stats}
      primaryAction={
        canImport ? { label: 'Import questionnaire', icon: Upload, to: IMPORT_PATH } : undefined
      }
      secondaryActions={[
        {
          label: 'Answer library',
          icon: BookCheck,
          to: '/dashboard/customer-questionnaires/library',
        },
      ]}
    >
      <Card className="overflow-hidden">
        <ServerPagedTable
          query={list}
          page={page}
          pageSize={INCOMING_PAGE_SIZE}
          onPageChange={onPageChange}
          noun="questionnaires"
          label="Customer questionnaires"
          columns={COLUMNS}
          empty={
            <EmptyState
              icon={Inbox}
              title="No customer questionnaires yet"
              description="Import the workbook, CSV or Word document a customer sent, or paste their questions. The file is kept as it came."
              action={
                canImport ? (
                  <Link to={IMPORT_PATH} className={buttonClasses('primary')}>
                    <Upload aria-hidden />
                    Import questionnaire
                  </Link>
                ) : null
              }
            />
          }
          head={() => (
            <TableHead>
              <TableRow>
                <Th>Questionnaire</Th>
                <Th>Customer</Th>
                <Th>Due</Th>
                <Th className="text-right">Questions</Th>
                <Th>Reviewed</Th>
                <Th>Imported</Th>
              </TableRow>
            </TableHead>
          )}
        >
          {(rows) => rows.map((q) => <Row key={q.id} item={q} />)}
        </ServerPagedTable>
      </Card>
    </PageShell>
  );
};
