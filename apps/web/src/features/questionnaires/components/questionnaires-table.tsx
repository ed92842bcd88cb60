import type { ReactNode } from 'react';
import { ServerPagedTable } from '../../../components/ui/server-paged-table.tsx';
import { useQuestionnaires } from '../api/get-questionnaires.ts';
import {
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

/** One server page of questionnaires (50 rows), sorted and filtered by the server. */
export const QuestionnairesTable = ({ params, page, onPageChange, onSort, empty }: Props) => {
  const list = useQuestionnaires(params, page);
  return (
    <ServerPagedTable
      query={list}
      page={page}
      pageSize={QUESTIONNAIRES_PAGE_SIZE}
      onPageChange={onPageChange}
      noun="questionnaires"
      label="Questionnaires"
      empty={empty}
      columns={QUESTIONNAIRE_COLUMNS.length}
      skeletonRows={6}
      head={() => (
        <QuestionnairesTableHead
          sortBy={params.sortBy}
          sortDirection={params.sortDirection}
          onSort={onSort}
        />
      )}
    >
      {(rows) => rows.map((q) => <QuestionnaireRow key={q.id} questionnaire={q} />)}
    </ServerPagedTable>
  );
};
