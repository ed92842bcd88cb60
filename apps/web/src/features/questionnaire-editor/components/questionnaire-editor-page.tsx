import { useCallback } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import type { QuestionnaireMode } from '@rampart/contracts';
import { usableMode } from '@rampart/domain';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useQuestionnaire } from '../../../lib/questionnaire-api/get-questionnaire.ts';
import { EditorScreen } from './editor-screen.tsx';
import { ShareDialog } from '../share/share-dialog.tsx';

type Props = {
  questionnaireId: string;
  mode: QuestionnaireMode;
  onModeChange: (mode: QuestionnaireMode) => void;
};

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

const BackLink = () => (
  <Link to="/dashboard/questionnaires" className={buttonClasses('secondary')}>
    <ArrowLeft aria-hidden />
    Back to questionnaires
  </Link>
);

const Loading = () => (
  <div role="status" className="flex flex-col gap-4 px-6 py-4">
    <span className="sr-only">Loading questionnaire</span>
    <Skeleton className="h-5 w-32" />
    <Skeleton className="h-8 w-2/3" />
    <Skeleton className="h-40" />
    <Skeleton className="h-40" />
  </div>
);

/**
 * The collaboration screen /dashboard/questionnaires/$id (§2). A questionnaire that is not
 * (or no longer) the person's to see reads as such, whether it was deleted or unshared.
 */
export const QuestionnaireEditorPage = ({ questionnaireId, mode, onModeChange }: Props) => {
  const query = useQuestionnaire(questionnaireId);
  const { refetch } = query;
  const recheckAccess = useCallback(async () => {
    const result = await refetch();
    return !(result.isError && isNotFound(result.error));
  }, [refetch]);

  if (query.isError && isNotFound(query.error)) {
    const hadIt = query.data !== undefined;
    return (
      <div className="px-6 py-10">
        <EmptyState
          icon={Lock}
          titleAs="h1"
          title={hadIt ? 'You no longer have access' : 'Questionnaire not found'}
          description={
            hadIt
              ? 'This questionnaire was deleted or is no longer shared with you.'
              : 'It does not exist, or it is not shared with you.'
          }
          action={<BackLink />}
        />
      </div>
    );
  }
  if (query.data) {
    const q = query.data;
    return (
      <EditorScreen
        key={q.id}
        questionnaire={q}
        // Read-only people (the server's abilities) view, whatever the address asks.
        mode={usableMode(q.abilities, mode)}
        onModeChange={onModeChange}
        recheckAccess={recheckAccess}
        share={q.abilities.share ? <ShareDialog questionnaire={q} /> : null}
      />
    );
  }
  if (query.isError) {
    return (
      <div className="px-6 py-10">
        <h1 className="sr-only">Questionnaire</h1>
        <ErrorState
          title="Could not load this questionnaire"
          error={query.error}
          onRetry={() => void refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return <Loading />;
};
