import { CloudOff, Check, Loader2, RefreshCw } from 'lucide-react';
import { formatDateTime } from '@rampart/domain';
import { cn } from '../../../../lib/cn.ts';
import { readerTimeZone } from '../../../../lib/relative-time.ts';
import { useNow } from '../../panel/lib/use-now.ts';
import type { ConnectionStatus } from '../../../../lib/collab/collab-connection.ts';
import { saveLabel, type SaveView } from '../../../../lib/collab/save-state.ts';

type Props = {
  view: SaveView;
  /** The socket's state: after a drop it says Reconnecting… beside the save state. */
  status: ConnectionStatus;
  /** The document has been loaded once, so a drop is a drop and not the first connection. */
  loaded: boolean;
};

/** §4 The save indicator (Saving…, Saved {time}, Not saved) and, after a drop, Reconnecting…. */
export const SaveIndicator = ({ view, status, loaded }: Props) => {
  const now = useNow();
  const reconnecting = loaded && status !== 'connected';
  const Icon = view.state === 'saving' ? Loader2 : view.state === 'saved' ? Check : CloudOff;
  return (
    <span className="flex items-center gap-3 text-[13px]">
      {reconnecting ? (
        <span role="status" className="inline-flex items-center gap-1.5 text-warning-text">
          <RefreshCw className="size-3.5 animate-spin" aria-hidden />
          Reconnecting…
        </span>
      ) : null}
      <span
        role="status"
        aria-label="Save status"
        title={view.at ? `Last stored ${formatDateTime(view.at)}` : undefined}
        className={cn(
          'inline-flex items-center gap-1.5 tabular-nums',
          view.state === 'not_saved' ? 'text-danger-text' : 'text-muted',
        )}
      >
        <Icon className={cn('size-3.5', view.state === 'saving' && 'animate-spin')} aria-hidden />
        {saveLabel(view, new Date(now), readerTimeZone())}
      </span>
    </span>
  );
};
