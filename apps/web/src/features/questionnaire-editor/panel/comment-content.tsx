import type { QuestionnaireComment } from '@rampart/contracts';
import { contentParts } from './lib/mentions.ts';

/**
 * A comment's text with each `@[Name](userId)` shown as @Name, marked out; the name is the
 * person's current one when the server knows them, else the one written.
 */
export const CommentContent = ({ comment }: { comment: QuestionnaireComment }) => {
  const names = new Map(comment.mentions.map((m) => [m.id, m.name]));
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-fg">
      {contentParts(comment.content).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <span key={i} className="rounded bg-accent-subtle px-0.5 font-medium text-accent-text">
            @{names.get(part.userId) || part.name}
          </span>
        ),
      )}
    </p>
  );
};
