// The save indicator (§4: Saving, Saved {time}, Not saved) from what the socket says. A local
// change is Saving until the server has applied it (the provider's unsynced count is 0) and then
// stored it (a 'saved' message after that); Not saved while the socket is down with changes the
// server has not confirmed storing.
import type { SaveState } from '@rampart/contracts';
import { formatMoment } from '@rampart/domain';

export type SaveTracker = {
  /** Local changes made, in order. */
  local: number;
  /** Local changes the server has applied (the unsynced count fell to 0 after them). */
  applied: number;
  /** Local changes covered by a 'saved' message. */
  stored: number;
  /** The provider's count of updates the server has not confirmed. */
  unsynced: number;
  connected: boolean;
  /** When the document was last stored, as the server said (ISO). */
  savedAt: string | null;
};

export type SaveEvent =
  | { type: 'local' }
  | { type: 'unsynced'; count: number }
  | { type: 'saved'; at: string }
  | { type: 'connection'; connected: boolean };

export const initialSaveTracker = (savedAt: string | null): SaveTracker => ({
  local: 0,
  applied: 0,
  stored: 0,
  unsynced: 0,
  connected: false,
  savedAt,
});

export const trackSave = (s: SaveTracker, e: SaveEvent): SaveTracker => {
  switch (e.type) {
    case 'local':
      return { ...s, local: s.local + 1 };
    case 'unsynced':
      return { ...s, unsynced: e.count, applied: e.count === 0 ? s.local : s.applied };
    case 'saved':
      // A store the server finished while some of our updates were still on their way covers
      // only those it had applied: the ones counted before now.
      return {
        ...s,
        stored: s.unsynced === 0 ? s.applied : s.stored,
        savedAt: !s.savedAt || e.at > s.savedAt ? e.at : s.savedAt,
      };
    case 'connection':
      return { ...s, connected: e.connected };
  }
};

export type SaveView = { state: SaveState; at: string | null };

export const saveView = (s: SaveTracker): SaveView => {
  if (s.stored >= s.local) return { state: 'saved', at: s.savedAt };
  if (!s.connected) return { state: 'not_saved', at: s.savedAt };
  return { state: 'saving', at: s.savedAt };
};

/**
 * "Saving…", "Saved 14:05" (today), "Saved May 17, 11:00" (an earlier day), "Not saved": a save
 * from yesterday never passes for one made today.
 */
export const saveLabel = (view: SaveView, now: Date, timeZone?: string): string => {
  if (view.state === 'saving') return 'Saving…';
  if (view.state === 'not_saved') return 'Not saved';
  const at = view.at ? new Date(view.at) : null;
  return at && !Number.isNaN(at.getTime()) ? `Saved ${formatMoment(at, now, timeZone)}` : 'Saved';
};
