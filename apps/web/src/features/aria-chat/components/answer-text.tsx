import { answerBlocks } from '../lib/answer-blocks.ts';

/** An answer's text: paragraphs and lists, as plain text (never HTML from the model). */
export const AnswerText = ({ text }: { text: string }) => (
  <div className="space-y-2 text-sm leading-relaxed text-fg">
    {answerBlocks(text).map((b, i) =>
      b.type === 'p' ? (
        <p key={i}>{b.text}</p>
      ) : b.type === 'ul' ? (
        <ul key={i} className="list-disc space-y-1 pl-5">
          {b.items.map((item, j) => (
            <li key={j}>{item}</li>
          ))}
        </ul>
      ) : (
        <ol key={i} className="list-decimal space-y-1 pl-5">
          {b.items.map((item, j) => (
            <li key={j}>{item}</li>
          ))}
        </ol>
      ),
    )}
  </div>
);
