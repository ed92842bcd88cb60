// One person's live connection to a questionnaire's shared document (Hocuspocus over /collab):
// the document, presence, connection state and the save indicator's inputs, as a store React
// reads with useSyncExternalStore. Loaded only with the editor's route chunk (it pulls in Yjs).
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import {
  COLLAB_CLOSE_CODES,
  type CollabPresence,
  type CollabServerMessage,
} from '@rampart/contracts';
import { readServerMessage } from './server-message.ts';
import { initialSaveTracker, trackSave, type SaveEvent, type SaveTracker } from './save-state.ts';
import { peopleFrom, presenceColor, type Editing, type Person } from './presence.ts';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export type ConnectionState = {
  status: ConnectionStatus;
  /** The document has come from the server at least once. */
  loaded: boolean;
  /** What the server let this connection do: read-only for viewers, commenters, non-drafts. */
  scope: 'read-write' | 'readonly' | null;
  /** The server refused to open the document (its reason), until the next attempt. */
  refused: string | null;
  save: SaveTracker;
  people: Person[];
};

export type ConnectionOptions = {
  url: string;
  /** The questionnaire id: the document's name. */
  name: string;
  me: { userId: string; name: string };
  /** A share link's pass; none for a signed-in person (the session cookie is read). */
  token?: string;
  /** When the questionnaire was last stored, before any 'saved' message arrives. */
  savedAt: string | null;
  /** A side-panel resource changed, or this connection's access did. */
  onMessage: (message: Exclude<CollabServerMessage, { type: 'saved' }>) => void;
  /** The server closed this document's connection: access changed or was revoked. */
  onClosedByServer: () => void;
  /** The socket came back after a drop and the document is in step again. */
  onReconnected: () => void;
};

const ACCESS_CLOSE_CODES = new Set<number>(Object.values(COLLAB_CLOSE_CODES));

export class CollabConnection {
  readonly doc = new Y.Doc();
  /** The origin of this person's edits: their undo stack tracks it and nothing else. */
  readonly origin = { local: true };
  readonly provider: HocuspocusProvider;
  private state: ConnectionState;
  private readonly listeners = new Set<() => void>();
  private dropped = false;
  private readonly onVisibility = () =>
    this.provider.setAwarenessField(
      'status',
      document.visibilityState === 'hidden' ? 'away' : 'online',
    );

  constructor(private readonly options: ConnectionOptions) {
    this.state = {
      status: 'connecting',
      loaded: false,
      scope: null,
      refused: null,
      save: initialSaveTracker(options.savedAt),
      people: [],
    };
    this.provider = new HocuspocusProvider({
      url: options.url,
      name: options.name,
      // Signed-in people are known by their session cookie and send no token; a share link's
      // holder sends the pass the link gave.
      token: options.token ?? '',
      document: this.doc,
    });
    const presence: CollabPresence = {
      userId: options.me.userId,
      name: options.me.name,
      color: presenceColor(options.me.userId),
      editing: null,
      status: 'online',
    };
    this.listen();
    this.provider.awareness?.setLocalState(presence);
    this.set({ people: this.readPeople() });
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  private listen(): void {
    const p = this.provider;
    p.on('status', ({ status }: { status: ConnectionStatus }) => {
      if (status === 'disconnected' && this.state.loaded) this.dropped = true;
      this.set({ status }, { type: 'connection', connected: status === 'connected' });
    });
    p.on('synced', () => {
      this.set({ loaded: true, refused: null });
      if (this.dropped) {
        this.dropped = false;
        this.options.onReconnected();
      }
    });
    p.on('authenticated', ({ scope }: { scope: ConnectionState['scope'] }) =>
      this.set({ scope, refused: null }),
    );
    p.on('authenticationFailed', ({ reason }: { reason: string }) =>
      this.set({ refused: reason || 'Access denied' }),
    );
    p.on('unsyncedChanges', ({ number }: { number: number }) =>
      this.set({}, { type: 'unsynced', count: number }),
    );
    p.on('stateless', ({ payload }: { payload: string }) => {
      const message = readServerMessage(payload);
      if (!message) return;
      if (message.type === 'saved') this.set({}, { type: 'saved', at: message.at });
      else this.options.onMessage(message);
    });
    p.on('close', ({ event }: { event: { code?: number } }) => {
      // A socket that drops reconnects by itself. The server closing this document while the
      // socket stays up, or closing the socket with an access code, means access changed.
      const socketUp = p.configuration.websocketProvider.status === 'connected';
      if (ACCESS_CLOSE_CODES.has(event.code ?? 0) || socketUp) this.options.onClosedByServer();
    });
    p.on('awarenessChange', () => this.set({ people: this.readPeople() }));
    this.doc.on('update', (_update: Uint8Array, origin: unknown) => {
      // Everything not from the server is this person's and goes out to it.
      if (origin !== p) this.set({}, { type: 'local' });
    });
  }

  private readPeople(): Person[] {
    const states = this.provider.awareness?.getStates() ?? new Map();
    return peopleFrom(states as Map<number, Record<string, unknown>>, this.doc.clientID);
  }

  private set(patch: Partial<ConnectionState>, save?: SaveEvent): void {
    this.state = {
      ...this.state,
      ...patch,
      save: save ? trackSave(this.state.save, save) : this.state.save,
    };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ConnectionState => this.state;

  /** Tells the others which question or section this person is in (null: none). */
  setEditing(editing: Editing): void {
    const current = this.provider.awareness?.getLocalState()?.editing as Editing | undefined;
    if (current?.type === editing?.type && current?.id === editing?.id) return;
    this.provider.setAwarenessField('editing', editing);
  }

  destroy(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.listeners.clear();
    this.provider.destroy();
    this.doc.destroy();
  }
}
