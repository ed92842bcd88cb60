// A Node client of the collaboration socket, for tests and the collaboration benchmark: the
// browser's provider with `ws` underneath and the session cookie on the handshake.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { COLLAB_PATH, type CollabServerMessage } from '@rampart/contracts';

export type CollabClient = {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  messages: CollabServerMessage[];
  closes: number[];
  /** Resolves once the first sync is done; rejects when authentication fails. */
  ready: Promise<void>;
  /** Resolves when the server has acknowledged every local change. */
  settled(): Promise<void>;
  destroy(): void;
};

export const connectCollab = ({
  baseUrl,
  questionnaireId,
  cookie,
  token = '',
  reconnect = false,
}: {
  baseUrl: string;
  questionnaireId: string;
  cookie?: string;
  token?: string;
  reconnect?: boolean;
}): CollabClient => {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const websocketProvider = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace(/^http/, 'ws')}${COLLAB_PATH}`,
    WebSocketPolyfill: CookieSocket,
    maxAttempts: reconnect ? 0 : 1,
    delay: 50,
    minDelay: 50,
  });
  const doc = new Y.Doc();
  const messages: CollabServerMessage[] = [];
  const closes: number[] = [];
  let resolveReady: () => void = () => undefined;
  let rejectReady: (e: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const provider = new HocuspocusProvider({
    websocketProvider,
    name: questionnaireId,
    document: doc,
    token,
    onSynced: () => resolveReady(),
    onAuthenticationFailed: ({ reason }) => rejectReady(new Error(`refused: ${reason}`)),
    onStateless: ({ payload }) => messages.push(JSON.parse(payload) as CollabServerMessage),
    onClose: ({ event }) => {
      closes.push(event.code);
      rejectReady(new Error(`closed ${event.code}`));
    },
  });
  // A provider given its socket does not attach itself.
  provider.attach();
  return {
    provider,
    doc,
    messages,
    closes,
    ready,
    settled: () =>
      new Promise<void>((resolve) => {
        if (!provider.hasUnsyncedChanges) return resolve();
        const check = () => {
          if (provider.hasUnsyncedChanges) return;
          provider.off('unsyncedChanges', check);
          resolve();
        };
        provider.on('unsyncedChanges', check);
      }),
    destroy: () => {
      provider.destroy();
      websocketProvider.destroy();
    },
  };
};

/** Waits until `check` holds, looking at every change of the document (or times out). */
export const until = (doc: Y.Doc, check: () => boolean, timeoutMs = 5000): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    if (check()) return resolve();
    const timer = setTimeout(() => {
      doc.off('update', look);
      reject(new Error('timed out waiting for the document'));
    }, timeoutMs);
    const look = () => {
      if (!check()) return;
      clearTimeout(timer);
      doc.off('update', look);
      resolve();
    };
    doc.on('update', look);
  });
