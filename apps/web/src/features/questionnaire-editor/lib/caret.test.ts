import { describe, expect, it } from 'vitest';
import { moveCaret } from './caret.ts';

describe('moveCaret', () => {
  it('keeps a caret before the change where it is', () => {
    expect(moveCaret('Do you use MFA?', 'Do you use MFA everywhere?', 3)).toBe(3);
  });

  it('moves a caret after the change by its length', () => {
    // Someone typed "Really, " at the start while this person was after "use".
    expect(moveCaret('do you use MFA?', 'Really, do you use MFA?', 10)).toBe(18);
    expect(moveCaret('Really, do you use MFA?', 'do you use MFA?', 18)).toBe(10);
  });

  it('puts a caret inside a replaced span at its new end', () => {
    expect(moveCaret('abcdef', 'abXYZef', 3)).toBe(5);
  });

  it('leaves the caret alone when nothing changed and stays within the text', () => {
    expect(moveCaret('same', 'same', 2)).toBe(2);
    expect(moveCaret('abc', '', 3)).toBe(0);
  });
});
