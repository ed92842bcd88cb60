import { useCallback, useEffect, useRef, useState } from 'react';
import { COLLABORATION_MESSAGES, type CollabServerMessage } from '@rampart/contracts';
import { COLLAB_TOAST_DURATION_MS } from '@rampart/domain';
import { toast } from '../../../components/ui/toast.tsx';
import type { ConnectionState } from '../../../lib/collab/collab-connection.ts';
import type { DocEditorState } from '../lib/doc-editor.ts';
import { initialSaveTracker } from '../../../lib/collab/save-state.ts';
import { useLiveQuestionnaire, useStoreState } from './use-live-questionnaire.ts';

/** Reopening the connection after access changed, at most this often per visit to the screen. */
const ACCESS_RECONNECTS_MAX = 5;
/** Time in step after which a run of access changes is over. */
const ACCESS_SETTLED_MS = 30_000;

const NO_CONNECTION: ConnectionState = {
  status: 'connecting',
  loaded: false,
  scope: null,
  refused: null,
  save: initialSaveTracker(null),
  people: [],
};
const NO_EDITOR: DocEditorState = {
  structure: { sections: [] },
  canUndo: false,
  canRedo: false,
  conflict: null,
};

type Options = {
  questionnaireId: string;
  me: { userId: string; name: string };
  /** A share link's pass (the link page); none on the collaboration screen. */
  token?: string;
  /** When the questionnaire was last stored, shown until the server says it stored again. */
  savedAt: string;
  /**
   * Reads the questionnaire (or the link) again; false when it no longer opens, and the page
   * then says why.
   */
  recheckAccess: () => Promise<boolean>;
  /**
   * A message from the server (a resource changed, or this connection's access did); calling
   * `accessChanged` re-checks access and opens a new connection.
   */
  onMessage: (
    message: Exclude<CollabServerMessage, { type: 'saved' }>,
    accessChanged: () => void,
  ) => void;
};

/**
 * The live questionnaire as both the collaboration screen and a share link's page keep it: the
 * connection and editor with their states, and what happens when access changes. The server
 * closing the connection, or saying access changed, makes the page read the questionnaire again
 * (its abilities, or a refusal the page turns into "no longer have access") and then open a new
 * connection; past ACCESS_RECONNECTS_MAX in one run of changes it stalls until `retry()`. A
 * refused connection is re-checked too; a connection back after a drop says so.
 */
export const useLiveConnection = ({ recheckAccess, onMessage, ...options }: Options) => {
  const [stalled, setStalled] = useState(false);
  const reconnects = useRef(0);
  const checking = useRef(false);
  const reconnectRef = useRef<() => void>(() => undefined);

  const onAccessChanged = useCallback(async () => {
    if (checking.current) return;
    checking.current = true;
    try {
      if (!(await recheckAccess())) return;
      reconnects.current += 1;
      if (reconnects.current > ACCESS_RECONNECTS_MAX) setStalled(true);
      else reconnectRef.current();
    } finally {
      checking.current = false;
    }
  }, [recheckAccess]);
  const accessChanged = useCallback(() => void onAccessChanged(), [onAccessChanged]);

  const { live, reconnect } = useLiveQuestionnaire({
    ...options,
    onMessage: (message) => onMessage(message, accessChanged),
    onClosedByServer: accessChanged,
    onReconnected: () =>
      toast({
        title: COLLABORATION_MESSAGES.reconnected,
        description: COLLABORATION_MESSAGES.reconnectedText,
        duration: COLLAB_TOAST_DURATION_MS,
      }),
  });
  useEffect(() => {
    reconnectRef.current = reconnect;
  }, [reconnect]);

  const conn = useStoreState(live?.connection, NO_CONNECTION);
  const doc = useStoreState(live?.editor, NO_EDITOR);

  // A connection that stays in step for a while ends a run of access changes: the cap on
  // reconnects counts runs that loop, not every change in a long session.
  useEffect(() => {
    if (!conn.loaded) return;
    const settle = setTimeout(() => (reconnects.current = 0), ACCESS_SETTLED_MS);
    return () => clearTimeout(settle);
  }, [conn.loaded, live]);

  // A refused connection may mean the questionnaire (or the link) is gone: the page says so.
  useEffect(() => {
    if (conn.refused) void recheckAccess();
  }, [conn.refused, recheckAccess]);

  const retry = useCallback(() => {
    reconnects.current = 0;
    setStalled(false);
    reconnect();
  }, [reconnect]);

  return { live, conn, doc, stalled, retry };
};
