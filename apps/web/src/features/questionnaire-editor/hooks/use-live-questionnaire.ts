import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CollabConnection, type ConnectionOptions } from '../../../lib/collab/collab-connection.ts';
import { collabUrl } from '../../../lib/collab/collab-url.ts';
import { DocEditor } from '../lib/doc-editor.ts';

type Live = { connection: CollabConnection; editor: DocEditor };

type Options = Pick<ConnectionOptions, 'onMessage' | 'onClosedByServer' | 'onReconnected'> & {
  questionnaireId: string;
  me: { userId: string; name: string };
  /** A share link's pass (the link page); none on the collaboration screen. */
  token?: string;
  /** When the questionnaire was last stored, shown until the server says it stored again. */
  savedAt: string;
};

/**
 * The live document of a questionnaire: one connection and one editor, made when the screen
 * opens and again on `reconnect()` (after access changed), closed when it leaves.
 */
export const useLiveQuestionnaire = ({
  questionnaireId,
  me,
  token,
  savedAt,
  ...handlers
}: Options) => {
  const [generation, setGeneration] = useState(0);
  const [live, setLive] = useState<Live | null>(null);
  // The callbacks change on every render; the connection must not reopen for that.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const savedAtRef = useRef(savedAt);
  useEffect(() => {
    savedAtRef.current = savedAt;
  }, [savedAt]);

  useEffect(() => {
    const connection = new CollabConnection({
      url: collabUrl(window.location),
      name: questionnaireId,
      me: { userId: me.userId, name: me.name },
      token,
      savedAt: savedAtRef.current,
      onMessage: (m) => handlersRef.current.onMessage(m),
      onClosedByServer: () => handlersRef.current.onClosedByServer(),
      onReconnected: () => handlersRef.current.onReconnected(),
    });
    const editor = new DocEditor(connection.doc, connection.origin, me);
    setLive({ connection, editor });
    return () => {
      editor.destroy();
      connection.destroy();
    };
    // `me` is read by its fields: a new object with the same person must not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [questionnaireId, me.userId, me.name, token, generation]);

  const reconnect = useCallback(() => setGeneration((g) => g + 1), []);
  return { live, reconnect };
};

type Store<T> = { subscribe: (listener: () => void) => () => void; getState: () => T };
const noSubscription = () => () => undefined;

/** A store's state (the connection's or the editor's), or `fallback` while there is none. */
export const useStoreState = <T>(store: Store<T> | undefined, fallback: T): T =>
  useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store ? store.getState : () => fallback,
    store ? store.getState : () => fallback,
  );
