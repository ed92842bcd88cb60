import { describe, expect, it } from 'vitest';
import { limitText } from './limit-text.ts';

describe('limitText', () => {
  it('groups thousands as English does', () => {
    for (const n of [0, 7, 999, 1000, 5000, 65_535, 1_000_000, 123_456_789]) {
      expect(limitText(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
