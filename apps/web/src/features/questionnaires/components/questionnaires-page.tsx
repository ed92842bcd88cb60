import { formatNumber } from '@rampart/domain';
import { memo, useMemo, useState } from 'react';
import { ClipboardList, Plus, Upload, X } from 'lucide-react';
import { QUESTIONNAIRE_STATUS_LABELS } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useQuestionnaireCounts } from '../api/get-questionnaire-counts.ts';
import { useQuestionnaires } from '../api/get-questionnaires.ts';
import {
  clearFilters,
  hasFilters,
  toListParams,
  withChange,
  type QuestionnaireListParams,
  type QuestionnairesSearch,
} from '../lib/questionnaire-search.ts';
import { CreateQuestionnaireDialog } from './create-questionnaire-dialog.tsx';
import { ImportQuestionnaireDialog } from './import-questionnaire-dialog.tsx';
import { QuestionnaireFilters } from './questionnaire-filters.tsx';
import { QuestionnairesTable } from './questionnaires-table.tsx';
import { SharedWithYou } from './shared-with-you.tsx';

type Props = {
  search: QuestionnairesSearch;
  onSearchChange: (update: (prev: QuestionnairesSearch) => QuestionnairesSearch) => void;
  /** questionnaires:write: create and import (row actions follow each row's abilities). */
  canWrite: boolean;
};

const pending = (failed: boolean) => (failed ? '—' : <Skeleton className="my-1 h-5 w-10" />);

export const QuestionnairesPage = ({ search, onSearchChange, canWrite }: Props) => {
  const params = useMemo(() => toListParams(search), [search]);
  const page = search.page ?? 1;
  const list = useQuestionnaires(params, page);
  const counts = useQuestionnaireCounts();
  const [dialog, setDialog] = useState<Dialog>(null);

  const filtered = hasFilters(search);
  const stats: PageStat[] = [
    {
      label: filtered ? 'Matching questionnaires' : 'Questionnaires',
      value: (list.data ? formatNumber(list.data.total) : undefined) ?? pending(list.isError),
    },
    ...counts.map((c) => ({
      label: QUESTIONNAIRE_STATUS_LABELS[c.status],
      value: (c.count === undefined ? undefined : formatNumber(c.count)) ?? pending(c.isError),
    })),
  ];

  return (
    <PageShell
      title="Questionnaires"
      subtitle="Security and due-diligence questionnaires: drafts, published versions and archived ones."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Compliance Hub' }, { label: 'Questionnaires' }]}
      stats={stats}
      primaryAction={
        canWrite
          ? { label: 'New questionnaire', icon: Plus, onClick: () => setDialog('create') }
          : undefined
      }
    >
      <QuestionnairesBody
        search={search}
        params={params}
        page={page}
        onSearchChange={onSearchChange}
        canWrite={canWrite}
        dialog={dialog}
        setDialog={setDialog}
      />
    </PageShell>
  );
};

type Dialog = 'create' | 'import' | null;

type BodyProps = Props & {
  params: QuestionnaireListParams;
  page: number;
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
};

/**
 * The list, its filters and dialogs. Memoised: the header's counts arrive one by one, and each
 * answer re-renders the header, not the table.
 */
const QuestionnairesBody = memo(function QuestionnairesBody({
  search,
  params,
  page,
  onSearchChange,
  canWrite,
  dialog,
  setDialog,
}: BodyProps) {
  const filtered = hasFilters(search);
  const empty = filtered ? (
    <EmptyState
      icon={ClipboardList}
      title="No questionnaires match these filters"
      description="Try fewer filters, or a shorter search."
      action={
        <Button onClick={() => onSearchChange(clearFilters)}>
          <X aria-hidden />
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={ClipboardList}
      title="No questionnaires yet"
      description="Questionnaires ask vendors and teams about their controls. Start from a template, from a blank page, or import a spreadsheet."
      action={
        canWrite ? (
          <>
            <Button variant="primary" onClick={() => setDialog('create')}>
              <Plus aria-hidden />
              New questionnaire
            </Button>
            <Button onClick={() => setDialog('import')}>
              <Upload aria-hidden />
              Import questionnaire
            </Button>
          </>
        ) : null
      }
    />
  );

  return (
    <>
      <SharedWithYou />
      <Card className="overflow-hidden">
        <div className="border-b border-border p-3">
          <QuestionnaireFilters
            search={search}
            onChange={onSearchChange}
            actions={
              canWrite ? (
                <Button onClick={() => setDialog('import')}>
                  <Upload aria-hidden />
                  Import
                </Button>
              ) : null
            }
          />
        </div>
        <QuestionnairesTable
          params={params}
          page={page}
          onPageChange={(p) => onSearchChange((prev) => ({ ...prev, page: p > 1 ? p : undefined }))}
          onSort={(sortBy, sortDirection) =>
            onSearchChange((prev) => withChange(prev, { sortBy, sortDirection }))
          }
          empty={empty}
        />
      </Card>
      {canWrite ? (
        <>
          <CreateQuestionnaireDialog
            open={dialog === 'create'}
            onOpenChange={(o) => setDialog(o ? 'create' : null)}
          />
          <ImportQuestionnaireDialog
            open={dialog === 'import'}
            onOpenChange={(o) => setDialog(o ? 'import' : null)}
          />
        </>
      ) : null}
    </>
  );
});
