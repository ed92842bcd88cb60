/** An answer's text as blocks to render: paragraphs and lists. */
export type AnswerBlock =
  { type: 'p'; text: string } | { type: 'ul'; items: string[] } | { type: 'ol'; items: string[] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** Markdown emphasis markers a model may add; the screen shows plain text. */
const plain = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/`([^`]+)`/g, '$1');

/**
 * Lines starting with "- " (or "1. ") become list items, consecutive ones one list; other
 * lines are paragraphs; blank lines only separate. Works on a partial (streaming) text too.
 */
export const answerBlocks = (text: string): AnswerBlock[] => {
  const blocks: AnswerBlock[] = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    const bullet = BULLET.exec(raw);
    const numbered = bullet ? null : NUMBERED.exec(raw);
    const type = bullet ? 'ul' : numbered ? 'ol' : 'p';
    const content = plain((bullet?.[1] ?? numbered?.[1] ?? raw).trim());
    const last = blocks.at(-1);
    if (type !== 'p' && last?.type === type) last.items.push(content);
    else if (type === 'p') blocks.push({ type, text: content });
    else blocks.push({ type, items: [content] });
  }
  return blocks;
};
