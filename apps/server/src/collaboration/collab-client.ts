// A Node client of the collaboration socket, for tests and the collaboration benchmark: the
// browser's provider with `ws` underneath and the session cookie on the handshake.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { COLLAB_PATH, type CollabServerMessage } from '@rampart/contracts';

/** Hocuspocus message types the helpers below read. */
const SYNC = 0;
const SYNC_STATUS = 8;

export type CollabClient = {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  messages: CollabServerMessage[];
  closes: number[];
  /** Resolves once the first sync is done; rejects when authentication fails. */
  ready: Promise<void>;
  /** Resolves when the server has acknowledged every local change. */
  settled(): Promise<void>;
  /**
   * Asks the server for its state and resolves at its answer: what this client sent before
   * (presence, a read-only connection's update) has been handled by then, or the connection is
   * closed (the promise then rejects).
   */
  roundTrip(): Promise<void>;
  /** Resolves when the server next says it did not apply an update of this client. */
  notApplied(): Promise<void>;
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
  /** Waits for the server's next message that `matches` (its type and what follows). */
  const nextMessage = (matches: (type: number, rest: decoding.Decoder) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const look = ({ event }: { event: MessageEvent }) => {
        const decoder = decoding.createDecoder(new Uint8Array(event.data as ArrayBuffer));
        decoding.readVarString(decoder); // document name
        if (!matches(decoding.readVarUint(decoder), decoder)) return;
        stop();
        resolve();
      };
      const closed = () => {
        stop();
        reject(new Error('closed before the server answered'));
      };
      const stop = () => {
        provider.off('message', look);
        provider.off('close', closed);
      };
      provider.on('message', look);
      provider.on('close', closed);
    });
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
    roundTrip: () => {
      // Sync step 1 is answered with sync step 2.
      const answered = nextMessage(
        (type, rest) => type === SYNC && decoding.readVarUint(rest) === 1,
      );
      provider.forceSync();
      return answered;
    },
    notApplied: () =>
      nextMessage((type, rest) => type === SYNC_STATUS && decoding.readVarInt(rest) === 0),
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
