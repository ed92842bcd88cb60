import { describe, expect, it } from 'vitest';
import { BRIDGE_CONTROL_POINTERS, libraryBridge } from './library-bridge.ts';

const p = (libraryControlId: string, score: number) => ({ libraryControlId, score });

describe('libraryBridge', () => {
  it('meets as strongly as the weaker pointer at the best shared library control', () => {
    const question = [p('access-reviews', 0.8), p('jml', 0.5)];
    const control = [p('jml', 0.9), p('access-reviews', 0.6)];
    expect(libraryBridge(question, control)).toBe(0.6);
  });

  it('does not meet when they point at nothing in common', () => {
    expect(libraryBridge([p('backups', 0.9)], [p('mfa', 0.9)])).toBe(0);
    expect(libraryBridge([], [p('mfa', 0.9)])).toBe(0);
  });

  it("reads only a control's strongest pointers", () => {
    const control = [
      ...Array.from({ length: BRIDGE_CONTROL_POINTERS }, (_, i) => p(`other-${i}`, 0.5)),
      p('backups', 0.4),
    ];
    expect(libraryBridge([p('backups', 0.9)], control)).toBe(0);
  });
});
