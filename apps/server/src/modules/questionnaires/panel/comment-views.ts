// Loads what a list of comments shows besides its rows: reactions, attachments and the names of
// the people mentioned, in three queries whatever the number of comments.
import { parseMentions } from '@rampart/domain';
import {
  findOrganizationPeople,
  listCommentAttachments,
  listCommentReactions,
  type CommentAttachment,
  type CommentReaction,
  type Executor,
  type QuestionnaireCommentRecord,
} from '@rampart/db';

export type CommentView = {
  row: QuestionnaireCommentRecord;
  reactions: CommentReaction[];
  attachments: CommentAttachment[];
  mentions: { id: string; name: string }[];
};

const groupBy = <T extends { commentId: string }>(items: T[]) => {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(item.commentId, [...(out.get(item.commentId) ?? []), item]);
  return out;
};

export const loadCommentViews = async (
  db: Executor,
  organizationId: string,
  rows: QuestionnaireCommentRecord[],
): Promise<CommentView[]> => {
  const ids = rows.map((r) => r.id);
  const [reactions, attachments, people] = await Promise.all([
    listCommentReactions(db, organizationId, ids),
    listCommentAttachments(db, organizationId, ids),
    findOrganizationPeople(db, organizationId, [...new Set(rows.flatMap((r) => r.mentions))]),
  ]);
  const reactionsOf = groupBy(reactions);
  const attachmentsOf = groupBy(attachments);
  const nameOf = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((row) => {
    // The name as written in the comment when the person has left the organisation.
    const written = new Map(parseMentions(row.content).map((m) => [m.userId, m.name]));
    return {
      row,
      reactions: reactionsOf.get(row.id) ?? [],
      attachments: attachmentsOf.get(row.id) ?? [],
      mentions: row.mentions.map((id) => ({
        id,
        name: nameOf.get(id) ?? written.get(id) ?? '',
      })),
    };
  });
};

export const loadCommentView = async (
  db: Executor,
  organizationId: string,
  row: QuestionnaireCommentRecord,
): Promise<CommentView> => (await loadCommentViews(db, organizationId, [row]))[0]!;
