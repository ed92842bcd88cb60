import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { useQuestionnaires } from '../api/get-questionnaires.ts';
import {
  pageCount,
  QUESTIONNAIRES_PAGE_SIZE,
  type QuestionnaireListParams,
  type QuestionnaireSortColumn,
  type SortDirection,
} from '../lib/questionnaire-search.ts';
import { QuestionnaireRow } from './questionnaire-row.tsx';
import { QUESTIONNAIRE_COLUMNS, QuestionnairesTableHead } from './questionnaires-table-head.tsx';

type Props = {
  params: QuestionnaireListParams;
  page: number;
  onPageChange: (page: number) => void;
  onSort: (sortBy: QuestionnaireSortColumn, sortDirection: SortDirection) => void;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
};

const SKELETON_ROWS = 6;

/** One server page of questionnaires (50 rows), sorted and filtered by the server. */
export const QuestionnairesTable = ({ params, page, onPageChange, onSort, empty }: Props) => {
  const list = useQuestionnaires(params, page);
  if (list.isError && !list.data) {
    return (
      <ErrorState
        title="Failed to load questionnaires"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const data = list.data;
  if (data && data.total === 0 && !list.isPlaceholderData) return <>{empty}</>;

  const rows = data?.items ?? [];
  // Rows were deleted behind this page (or the URL named a page past the end).
  if (data && rows.length === 0 && !list.isPlaceholderData) {
    const last = pageCount(data.total);
    return (
      <EmptyState
        title="No questionnaires on this page"
        description={`The list has ${data.total.toLocaleString()} questionnaires on ${last.toLocaleString()} pages.`}
        action={<Button onClick={() => onPageChange(last)}>Go to page {last}</Button>}
      />
    );
  }
  return (
    <div>
      <Table
        aria-label="Questionnaires"
        aria-busy={list.isFetching || undefined}
        className="[&_td]:px-3 [&_th]:px-3"
      >
        <QuestionnairesTableHead
          sortBy={params.sortBy}
          sortDirection={params.sortDirection}
          onSort={onSort}
        />
        <tbody className={cn(list.isPlaceholderData && 'opacity-60')}>
          {!data
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} className="border-t border-border">
                  <td colSpan={QUESTIONNAIRE_COLUMNS.length} className="px-4 py-3">
                    <Skeleton className="h-3.5 w-full" />
                  </td>
                </tr>
              ))
            : rows.map((q) => <QuestionnaireRow key={q.id} questionnaire={q} />)}
        </tbody>
      </Table>
      {!data ? (
        <span role="status" className="sr-only">
          Loading questionnaires
        </span>
      ) : (
        <Pagination
          className="border-t border-border"
          page={page}
          pageSize={QUESTIONNAIRES_PAGE_SIZE}
          total={data.total}
          onPageChange={onPageChange}
          noun="questionnaires"
        />
      )}
      {list.isError && data ? (
        <p role="alert" className="border-t border-border px-4 py-2 text-[13px] text-danger-text">
          Failed to load questionnaires: showing the last rows loaded.{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
    </div>
  );
};
