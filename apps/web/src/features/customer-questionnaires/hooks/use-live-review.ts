import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { incomingDocumentName } from '@rampart/contracts';
import { CollabConnection, type ConnectionState } from '../../../lib/collab/collab-connection.ts';
import { collabUrl } from '../../../lib/collab/collab-url.ts';
import type { Person } from '../../../lib/collab/presence.ts';
import { useRequiredUser } from '../../../lib/session.ts';
import { deletedInThisTab, INCOMING_KEYS } from '../api/incoming-api.ts';

// The live review of a customer questionnaire (issue 22 point 5): everyone with it open is on
// one collaboration document, which holds nothing but who is there and which answer each is
// editing; the server announces every change to its answers, comments and details, and the
// page refetches them. Answers still change only through the API.

/**
 * Reopening after the server closed the connection (access changed), at most this many times
 * while the page is open; past it the page is no longer live until it is opened again.
 */
const RECONNECTS_MAX = 3;

export type LiveReview = {
  people: readonly Person[];
  /** Tells the others which answer this person is editing (null: none). */
  setEditing: (questionId: string | null) => void;
};

const NOBODY: LiveReview = { people: [], setEditing: () => undefined };
const NO_STATE: Pick<ConnectionState, 'people'> = { people: [] };
const noSubscription = () => () => undefined;

export const LiveReviewContext = createContext<LiveReview>(NOBODY);
export const useLiveReviewContext = (): LiveReview => useContext(LiveReviewContext);

export const useLiveReview = (questionnaireId: string): LiveReview => {
  const user = useRequiredUser();
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<CollabConnection | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: INCOMING_KEYS.detail(questionnaireId) });
    const made = new CollabConnection({
      url: collabUrl(window.location),
      name: incomingDocumentName(questionnaireId),
      me: { userId: user.id, name: user.name },
      savedAt: null,
      onMessage: (message) => {
        if (message.type !== 'changed') return;
        if (message.resource === 'answers') refetch();
        if (message.resource === 'comments') {
          void queryClient.invalidateQueries({
            queryKey: ['incoming-questionnaires', 'comments', questionnaireId],
          });
        }
      },
      // Deleted, or this person's access changed: the page reads the questionnaire again (and
      // says so if it is gone); the connection reopens with what they may now do.
      onClosedByServer: () => {
        // Deleted from this very page: it is on its way to the list.
        if (deletedInThisTab(questionnaireId)) return;
        refetch();
        setGeneration((g) => (g < RECONNECTS_MAX ? g + 1 : g));
      },
      // Back after a drop: what changed meanwhile was not heard.
      onReconnected: refetch,
    });
    setConnection(made);
    return () => {
      made.destroy();
      setConnection(null);
    };
  }, [questionnaireId, user.id, user.name, queryClient, generation]);

  const state = useSyncExternalStore(
    connection?.subscribe ?? noSubscription,
    connection ? connection.getState : () => NO_STATE,
    connection ? connection.getState : () => NO_STATE,
  );
  const people = state.people;
  // The same function while the connection lasts: presence changing must not re-announce it.
  const setEditing = useCallback(
    (questionId: string | null) =>
      connection?.setEditing(questionId ? { type: 'question', id: questionId } : null),
    [connection],
  );
  return useMemo(() => ({ people, setEditing }), [people, setEditing]);
};
