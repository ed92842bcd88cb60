import type {
  CollaborationTargetType,
  QuestionnaireComment,
  QuestionnaireCommentThread,
} from '@rampart/contracts';
import { reactionSummary, type Reaction } from '@rampart/domain';
import type { CommentView } from './comment-views.ts';

/** Who reads the comments and what their access lets them do. */
export type CommentReader = {
  /** null for a share-link holder. */
  userId: string | null;
  /** The comment permission on a questionnaire that is not archived. */
  canComment: boolean;
  /** The questionnaire's admin permission: may delete anyone's comment. */
  isAdmin: boolean;
};

export const presentComment = (
  { row, reactions, attachments, mentions }: CommentView,
  reader: CommentReader,
): QuestionnaireComment => {
  const isAuthor = reader.userId !== null && row.authorId === reader.userId;
  const summary = reactionSummary(reactions as Reaction[], reader.userId ?? '');
  return {
    id: row.id,
    parentId: row.parentId,
    content: row.content,
    author: { id: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    targetType: row.targetType as CollaborationTargetType,
    targetId: row.targetId,
    isResolved: row.isResolved,
    resolvedBy:
      row.isResolved && row.resolvedBy
        ? { id: row.resolvedBy, name: row.resolvedByName ?? '' }
        : null,
    resolvedAt: row.isResolved ? (row.resolvedAt?.toISOString() ?? null) : null,
    isEdited: row.isEdited,
    reactions: Object.entries(summary).map(([type, s]) => ({
      type: type as keyof typeof summary,
      count: s.count,
      mine: s.mine,
    })),
    attachments: attachments.map((a) => ({
      evidenceId: a.evidenceId,
      title: a.title,
      fileName: a.fileName,
    })),
    mentions,
    abilities: {
      edit: isAuthor && reader.canComment,
      delete: reader.canComment && (isAuthor || reader.isAdmin),
      resolve: reader.canComment,
      react: reader.canComment && reader.userId !== null,
      reply: reader.canComment,
    },
  };
};

/** Top-level comments oldest first (newest last), each with its replies. */
export const presentThreads = (
  views: CommentView[],
  reader: CommentReader,
): QuestionnaireCommentThread[] => {
  const replies = new Map<string, QuestionnaireComment[]>();
  for (const v of views) {
    if (v.row.parentId === null) continue;
    const list = replies.get(v.row.parentId) ?? [];
    list.push(presentComment(v, reader));
    replies.set(v.row.parentId, list);
  }
  return views
    .filter((v) => v.row.parentId === null)
    .map((v) => ({ ...presentComment(v, reader), replies: replies.get(v.row.id) ?? [] }));
};
