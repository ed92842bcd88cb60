/**
 * Where a caret should stand after someone else changed the text around it: the changed span
 * is found as the text between the common start and the common end, and a caret after that
 * span moves by the change in length (one inside it goes to the span's new end).
 */
export const moveCaret = (before: string, after: string, caret: number): number => {
  if (before === after) return caret;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < max - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end++;
  }
  if (caret <= start) return caret;
  const oldEnd = before.length - end;
  const newEnd = after.length - end;
  if (caret >= oldEnd) return Math.min(after.length, caret + (newEnd - oldEnd));
  return newEnd;
};
