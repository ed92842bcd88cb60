import { describe, expect, it } from 'vitest';
import {
  initialSaveTracker,
  saveLabel,
  saveView,
  trackSave,
  type SaveEvent,
  type SaveTracker,
} from './save-state.ts';

const run = (
  events: SaveEvent[],
  from: SaveTracker = initialSaveTracker('2026-03-01T09:00:00.000Z'),
) => events.reduce(trackSave, from);
const connected: SaveEvent = { type: 'connection', connected: true };
const local: SaveEvent = { type: 'local' };
const unsynced = (count: number): SaveEvent => ({ type: 'unsynced', count });
const saved = (at: string): SaveEvent => ({ type: 'saved', at });

describe('the save indicator', () => {
  it('reads Saved with the last stored time when nothing was changed here', () => {
    expect(saveView(run([connected]))).toEqual({ state: 'saved', at: '2026-03-01T09:00:00.000Z' });
  });

  it('is Saving from a change until the server applied it and then stored it', () => {
    const typed = run([connected, unsynced(1), local]);
    expect(saveView(typed).state).toBe('saving');
    const applied = trackSave(typed, unsynced(0));
    expect(saveView(applied).state).toBe('saving');
    const stored = trackSave(applied, saved('2026-03-01T09:05:00.000Z'));
    expect(saveView(stored)).toEqual({ state: 'saved', at: '2026-03-01T09:05:00.000Z' });
  });

  it('does not count a store that finished while a change was still on its way', () => {
    const s = run([connected, unsynced(1), local, saved('2026-03-01T09:05:00.000Z')]);
    expect(saveView(s).state).toBe('saving');
    // The store covers only what the server had applied: nothing of ours yet.
    expect(saveView(trackSave(s, unsynced(0))).state).toBe('saving');
  });

  it('covers only the changes applied before the store', () => {
    const s = run([connected, unsynced(1), local, unsynced(0), unsynced(1), local]);
    const stored = trackSave(s, saved('2026-03-01T09:05:00.000Z'));
    expect(saveView(stored).state).toBe('saving');
    const later = run([unsynced(0), saved('2026-03-01T09:06:00.000Z')], stored);
    expect(saveView(later)).toEqual({ state: 'saved', at: '2026-03-01T09:06:00.000Z' });
  });

  it('is Not saved while disconnected with a change not stored, and Saving once back', () => {
    const s = run([connected, unsynced(1), local, { type: 'connection', connected: false }]);
    expect(saveView(s).state).toBe('not_saved');
    expect(saveView(trackSave(s, connected)).state).toBe('saving');
  });

  it('stays Saved while disconnected when everything was stored', () => {
    const s = run([connected, unsynced(1), local, unsynced(0), saved('2026-03-01T09:05:00.000Z')]);
    expect(saveView(trackSave(s, { type: 'connection', connected: false })).state).toBe('saved');
  });

  it('keeps the latest stored time', () => {
    const s = run([saved('2026-03-01T09:07:00.000Z'), saved('2026-03-01T09:06:00.000Z')]);
    expect(s.savedAt).toBe('2026-03-01T09:07:00.000Z');
  });

  it('words each state as the spec does', () => {
    const now = new Date('2026-03-01T18:00:00.000Z');
    expect(saveLabel({ state: 'saving', at: null }, now)).toBe('Saving…');
    expect(saveLabel({ state: 'not_saved', at: null }, now)).toBe('Not saved');
    expect(saveLabel({ state: 'saved', at: '2026-03-01T14:05:00.000Z' }, now, 'UTC')).toBe(
      'Saved 14:05',
    );
    // A save from an earlier day says which day.
    expect(saveLabel({ state: 'saved', at: '2026-02-27T11:00:00.000Z' }, now, 'UTC')).toBe(
      'Saved Feb 27, 11:00',
    );
    expect(saveLabel({ state: 'saved', at: '2025-12-30T11:00:00.000Z' }, now, 'UTC')).toBe(
      'Saved Dec 30, 2025',
    );
    expect(saveLabel({ state: 'saved', at: null }, now)).toBe('Saved');
  });
});
