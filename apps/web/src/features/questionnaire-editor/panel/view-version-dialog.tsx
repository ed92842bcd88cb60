import type { QuestionnaireVersion } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { DocumentPreview } from '../components/builder/document-preview.tsx';
import { useVersion } from '../api/version-calls.ts';

const Body = ({
  questionnaireId,
  version,
}: {
  questionnaireId: string;
  version: QuestionnaireVersion;
}) => {
  const query = useVersion(questionnaireId, version.id);
  if (query.isPending) return <SkeletonRows rows={4} label="Loading the version" />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {query.data.description ? (
        <p className="text-sm whitespace-pre-wrap text-fg">{query.data.description}</p>
      ) : null}
      <DocumentPreview structure={query.data.structure} people={[]} />
    </div>
  );
};

/** A version's questions as they were saved, read-only. */
export const ViewVersionDialog = ({
  questionnaireId,
  version,
  onClose,
}: {
  questionnaireId: string;
  version: QuestionnaireVersion | null;
  onClose: () => void;
}) => (
  <Dialog open={version !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
    {version ? (
      <DialogContent
        title={`Version ${version.label}: ${version.title}`}
        description={`Saved by ${version.createdBy?.name ?? 'a former member'} on ${formatDateTime(version.createdAt)}`}
        className="w-[min(760px,calc(100vw-2rem))]"
      >
        <div className="max-h-[65vh] overflow-y-auto pr-1">
          <Body questionnaireId={questionnaireId} version={version} />
        </div>
      </DialogContent>
    ) : null}
  </Dialog>
);
