import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  questionnaireDocuments,
  questionnaireDocumentUpdates,
  questionnaires,
} from '../schema/index.ts';

/** The facts the collaboration socket needs about a questionnaire of the organisation. */
export const findQuestionnaireForSocket = async (
  db: Executor,
  organizationId: string,
  id: string,
) =>
  (
    await db
      .select({
        id: questionnaires.id,
        organizationId: questionnaires.organizationId,
        createdBy: questionnaires.createdBy,
        visibility: questionnaires.visibility,
        status: questionnaires.status,
        allowDownload: questionnaires.allowDownload,
        structure: questionnaires.structure,
      })
      .from(questionnaires)
      .where(and(eq(questionnaires.organizationId, organizationId), eq(questionnaires.id, id)))
      .limit(1)
  )[0] ?? null;

export type StoredDocument = {
  /** The state as of the last store, or null before the first. */
  state: Uint8Array | null;
  /** Updates acknowledged since, in the order they were written. */
  updates: { id: number; update: Uint8Array }[];
};

/**
 * The stored document and the updates written since. `lock` (in a transaction) holds the
 * stored state until commit, so two stores never write over each other.
 */
export const loadQuestionnaireDocument = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoredDocument> => {
  const select = db
    .select({ state: questionnaireDocuments.state })
    .from(questionnaireDocuments)
    .where(
      and(
        eq(questionnaireDocuments.organizationId, organizationId),
        eq(questionnaireDocuments.questionnaireId, questionnaireId),
      ),
    );
  const [doc] = lock ? await select.for('update') : await select;
  const updates = await db
    .select({ id: questionnaireDocumentUpdates.id, update: questionnaireDocumentUpdates.update })
    .from(questionnaireDocumentUpdates)
    .where(
      and(
        eq(questionnaireDocumentUpdates.organizationId, organizationId),
        eq(questionnaireDocumentUpdates.questionnaireId, questionnaireId),
      ),
    )
    .orderBy(asc(questionnaireDocumentUpdates.id));
  return { state: doc?.state ?? null, updates };
};

/**
 * Stores a document's first state unless one is there already (another process may have
 * opened it at the same moment, with the same bytes: see encodeStructure).
 */
export const initQuestionnaireDocument = async (
  db: Executor,
  row: { organizationId: string; questionnaireId: string; state: Uint8Array },
): Promise<void> => {
  await db.insert(questionnaireDocuments).values(row).onConflictDoNothing();
};

/** Writes one acknowledged update; it is folded into the state at the next store. */
export const appendQuestionnaireUpdate = async (
  db: Executor,
  row: {
    organizationId: string;
    questionnaireId: string;
    update: Uint8Array;
    userId: string | null;
  },
): Promise<number> =>
  (
    await db
      .insert(questionnaireDocumentUpdates)
      .values(row)
      .returning({ id: questionnaireDocumentUpdates.id })
  )[0]!.id;

/**
 * Stores the whole state, drops the updates it now contains, and (while a draft) writes the
 * JSON snapshot and who last edited it onto the questionnaire. One transaction.
 */
export const storeQuestionnaireDocument = async (
  tx: Executor,
  input: {
    organizationId: string;
    questionnaireId: string;
    state: Uint8Array;
    foldedUpdateIds: number[];
    structure: { sections: Record<string, unknown>[] };
    editedBy: string | null;
  },
): Promise<void> => {
  await tx
    .insert(questionnaireDocuments)
    .values({
      questionnaireId: input.questionnaireId,
      organizationId: input.organizationId,
      state: input.state,
      updatedBy: input.editedBy,
    })
    .onConflictDoUpdate({
      target: questionnaireDocuments.questionnaireId,
      set: { state: input.state, updatedBy: input.editedBy, updatedAt: sql`now()` },
    });
  if (input.foldedUpdateIds.length > 0) {
    await tx
      .delete(questionnaireDocumentUpdates)
      .where(
        and(
          eq(questionnaireDocumentUpdates.organizationId, input.organizationId),
          inArray(questionnaireDocumentUpdates.id, input.foldedUpdateIds),
        ),
      );
  }
  await tx
    .update(questionnaires)
    .set({
      structure: input.structure,
      ...(input.editedBy ? { lastEditedBy: input.editedBy } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(questionnaires.organizationId, input.organizationId),
        eq(questionnaires.id, input.questionnaireId),
        eq(questionnaires.status, 'draft'),
      ),
    );
};
