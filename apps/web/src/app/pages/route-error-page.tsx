import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { isChunkLoadError, reloadOnceForChunkError } from '../chunk-error.ts';

const sessionStorageOrUndefined = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const reloadPage = () => window.location.reload();

/**
 * What a route shows when its page failed: in the signed-in area it renders inside the shell's
 * main area, so the sidebar stays and the person can go elsewhere. A page chunk that failed to
 * load (an old chunk name after a deploy, a network blip) reloads the page once by itself.
 */
export const RouteErrorPage = ({ error }: ErrorComponentProps) => {
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    reloadOnceForChunkError(error, {
      storage: sessionStorageOrUndefined(),
      now: Date.now(),
      reload: reloadPage,
    });
  }, [error]);

  return (
    <ErrorState
      className="min-h-[50vh] justify-center"
      title={chunkFailed ? 'This page could not be loaded' : 'Something went wrong on this page'}
      error={
        chunkFailed
          ? 'Rampart may have been updated, or the connection dropped. Reload to get the latest version.'
          : error
      }
      onRetry={reloadPage}
      retryLabel="Reload"
    />
  );
};
