import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Toast, toastReducer } from './toast.ts';

const t = (id: string): Toast => ({ id, open: true, title: id, duration: 5000 });

describe('single-slot toasts', () => {
  it('a new toast replaces the old one', () => {
    expect(toastReducer([t('a')], { type: 'add', toast: t('b') })).toEqual([t('b')]);
  });

  it('dismiss closes, remove drops', () => {
    const closed = toastReducer([t('a')], { type: 'dismiss', id: 'a' });
    expect(closed).toEqual([{ ...t('a'), open: false }]);
    expect(toastReducer(closed, { type: 'remove', id: 'a' })).toEqual([]);
    expect(toastReducer([t('a')], { type: 'dismiss', id: 'other' })).toEqual([t('a')]);
  });

  it('never holds more than one toast', () => {
    const action = fc.oneof(
      fc.string().map((id) => ({ type: 'add' as const, toast: t(id) })),
      fc.option(fc.string(), { nil: undefined }).map((id) => ({ type: 'dismiss' as const, id })),
      fc.option(fc.string(), { nil: undefined }).map((id) => ({ type: 'remove' as const, id })),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const state = actions.reduce<Toast[]>((s, a) => toastReducer(s, a), []);
        expect(state.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
