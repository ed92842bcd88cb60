import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { documentVersions, evidence, fileTexts } from '../schema/index.ts';
import { newId } from '../ids.ts';

// Text read from stored files, for search (docs/decisions/022): a document version's or an
// evidence file's. Written by the background job that reads the file.

/** Whose file: a document version or an evidence record. */
export type FileTextTarget = { documentVersionId: string } | { evidenceId: string };

export type FileTextInput = {
  organizationId: string;
  target: FileTextTarget;
  status: 'extracted' | 'failed' | 'unsupported';
  note: string | null;
  text: string;
  truncated: boolean;
};

/** Writes (or rewrites) the text of a file. */
export const upsertFileText = async (db: Executor, input: FileTextInput): Promise<void> => {
  const values = {
    status: input.status,
    note: input.note,
    text: input.text,
    truncated: input.truncated,
    extractedAt: new Date(),
  };
  const { target } = input;
  const documentVersionId = 'documentVersionId' in target ? target.documentVersionId : null;
  const evidenceId = 'evidenceId' in target ? target.evidenceId : null;
  await db
    .insert(fileTexts)
    .values({
      id: newId('ftx'),
      organizationId: input.organizationId,
      documentVersionId,
      evidenceId,
      ...values,
    })
    .onConflictDoUpdate({
      target: documentVersionId ? fileTexts.documentVersionId : fileTexts.evidenceId,
      set: values,
    });
};

/** Where a file is stored and what it is; null when it is gone (deleted since it was queued). */
export const findStoredFile = async (
  db: Executor,
  organizationId: string,
  target: FileTextTarget,
): Promise<{
  storage: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
} | null> => {
  const columns = (t: typeof evidence | typeof documentVersions) => ({
    storage: t.storage,
    storageKey: t.storageKey,
    contentType: t.contentType,
    sizeBytes: t.sizeBytes,
  });
  const rows =
    'documentVersionId' in target
      ? await db
          .select(columns(documentVersions))
          .from(documentVersions)
          .where(
            and(
              eq(documentVersions.organizationId, organizationId),
              eq(documentVersions.id, target.documentVersionId),
            ),
          )
          .limit(1)
      : await db
          .select(columns(evidence))
          .from(evidence)
          .where(
            and(eq(evidence.organizationId, organizationId), eq(evidence.id, target.evidenceId)),
          )
          .limit(1);
  return rows[0] ?? null;
};

/** The search condition on a file text's index: PostgreSQL's web search syntax, english stems. */
export const fileTextMatches = (q: string) =>
  sql`${fileTexts.tsv} @@ websearch_to_tsquery('english', ${q})`;
