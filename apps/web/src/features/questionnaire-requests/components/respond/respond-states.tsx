import { LinkIcon } from 'lucide-react';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../../lib/api-client.ts';

export const RespondLoading = () => (
  <main className="mx-auto w-full max-w-2xl px-4 py-10">
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading the questionnaire</span>
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-40" />
    </div>
  </main>
);

/** A link that does not open: unknown (404), withdrawn or expired (410, the server's words). */
export const RespondRefused = ({
  error,
  retry,
  retrying,
}: {
  error: unknown;
  retry: () => void;
  retrying: boolean;
}) => {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-10">
      {status === 404 || status === 410 ? (
        <EmptyState
          icon={LinkIcon}
          titleAs="h1"
          title={status === 404 ? 'Questionnaire not found' : 'This link no longer opens'}
          description={
            status === 404
              ? 'The link may be mistyped or incomplete. Open it again from the message you received.'
              : (error as ApiError).message
          }
        />
      ) : (
        <ErrorState
          title="Could not load the questionnaire"
          error={error}
          onRetry={retry}
          retrying={retrying}
        />
      )}
    </main>
  );
};
